import { firm, practiceAreaSummaries } from '@firm/data';
import { buttonClassName, Stack } from '@firm/ui';
import { Link } from 'react-router-dom';
import { SidebarWidget } from '../blog/SidebarLayout';
import * as styles from './PracticeSidebar.css';
import { practicePath } from './paths';

/** The firm's presentation, a static file in `public/downloads/`. */
const PRESENTATION = {
  href: '/downloads/lexington-hale-presentation.pdf',
  fileName: 'Lexington-Hale-presentation.pdf',
  size: 'PDF, 2 KB',
};

/** `tel:` address of a display phone number: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function FileIcon() {
  return (
    <svg className={styles.fileIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 2h8l5 5v15H6zM14 2v5h5M9 13h6M9 17h6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/** Sidebar of a practice page: every service (the current one marked), the presentation, help. */
export function PracticeSidebar({ currentSlug }: { currentSlug: string }) {
  return (
    <>
      <SidebarWidget title="All Services" headingId="all-services-heading">
        <nav aria-labelledby="all-services-heading">
          <Stack as="ul" space="xs">
            {practiceAreaSummaries.map((area) => (
              <li key={area.Id}>
                <Link
                  to={practicePath(area.slug)}
                  className={styles.serviceLink}
                  aria-current={area.slug === currentSlug ? 'page' : undefined}
                >
                  {area.sTitle}
                </Link>
              </li>
            ))}
          </Stack>
        </nav>
      </SidebarWidget>

      <SidebarWidget title="Company Presentation">
        <p className={styles.note}>Who we are, what we do and how we work, on one page.</p>
        <a
          href={PRESENTATION.href}
          download={PRESENTATION.fileName}
          className={styles.presentationLink}
        >
          <FileIcon />
          Download our company presentation ({PRESENTATION.size})
        </a>
      </SidebarWidget>

      <SidebarWidget title="Need Help?" tone="inverse">
        <p className={styles.note}>Call us for a free first consultation, seven days a week.</p>
        <a href={telHref(firm.phone)} className={styles.helpPhone}>
          {firm.phone}
        </a>
        <Link to="/contact" className={buttonClassName({ tone: 'light' })}>
          Contact us
        </Link>
      </SidebarWidget>
    </>
  );
}
