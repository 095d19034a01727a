import { type CaseStudy, caseStudyNotice, getRelatedCases } from '@firm/data';
import { Column, Columns, Stack, type TabItem, Tabs, Text } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import { eyebrow } from '../blog/shared.css';
import { Section } from '../layout/Section';
import { AdvertisingNotice } from '../legal/AdvertisingNotice';
import * as styles from './CaseDetail.css';
import { CaseList } from './CaseList';

/** The three tabs of a case page; Challenge is the default. */
function caseTabs(study: CaseStudy): TabItem[] {
  return [
    { id: 'challenge', title: 'Challenge', text: study.challenge },
    { id: 'solution', title: 'Solution', text: study.solution },
    { id: 'results', title: 'Results', text: study.results },
  ].map(({ id, title, text }) => ({
    id,
    title,
    content: <Text as="p">{text}</Text>,
  }));
}

/** A case study's page body: illustration, the Challenge/Solution/Results tabs, related cases. */
export function CaseDetail({ study }: { study: CaseStudy }) {
  return (
    <>
      <Section>
        <Columns space="xl" collapseBelow="md" alignY="start">
          <Column width="1/2">
            <ContentImage image={study.cImg} eager className={styles.image} />
          </Column>
          <Column width="1/2">
            <Stack space="xs" marginBottom="md">
              <p className={eyebrow}>{study.category}</p>
              <Text as="h2" size="xl">
                How we handled it
              </Text>
            </Stack>
            <Tabs label={`${study.cTitle}: the case`} items={caseTabs(study)} printAllPanels />
            <AdvertisingNotice notice={caseStudyNotice} />
          </Column>
        </Columns>
      </Section>
      <Section id="related-cases" tone="muted" eyebrow="More of our work" title="Related Cases">
        <CaseList cases={getRelatedCases(study.slug)} withNotice={false} />
      </Section>
    </>
  );
}
