import type { PracticeArea } from '@firm/data';
import { type TabItem, Tabs, Text } from '@firm/ui';
import { ContentImage } from '../blog/ContentImage';
import { SidebarLayout } from '../blog/SidebarLayout';
import * as styles from './PracticeDetail.css';
import { PracticeSidebar } from './PracticeSidebar';

/** The three tabs of a practice page, named as the spec names them ('precautions' is default). */
function practiceTabs(area: PracticeArea): TabItem[] {
  return [
    { id: 'precautions', title: 'precautions', text: area.tabs.precautions },
    { id: 'intelligence', title: 'Intelligence', text: area.tabs.intelligence },
    { id: 'specializations', title: 'Specializations', text: area.tabs.specializations },
  ].map(({ id, title, text }) => ({
    id,
    title,
    content: (
      <Text as="p" className={styles.measure}>
        {text}
      </Text>
    ),
  }));
}

/** A practice area's page body: illustration, description, tabs and the services sidebar. */
export function PracticeDetail({ area }: { area: PracticeArea }) {
  return (
    <SidebarLayout placement="right" sidebar={<PracticeSidebar currentSlug={area.slug} />}>
      <ContentImage image={area.sImg} eager className={styles.image} />
      <div className={styles.measure}>
        <p className={styles.lead}>{area.description}</p>
        <p>{area.des2}</p>
        <p>{area.des3}</p>
      </div>
      <Text as="h2" size="xl" className={styles.tabsHeading}>
        What to expect
      </Text>
      <Tabs label={`${area.sTitle}: what to expect`} items={practiceTabs(area)} printAllPanels />
    </SidebarLayout>
  );
}
