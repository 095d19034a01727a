import { Column, Columns, Container } from '@firm/ui';
import type { ReactNode } from 'react';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import { Section } from '../layout/Section';
import * as styles from './SidebarLayout.css';

/** Where a page's sidebar sits on wide screens; on phones it always follows the content. */
export const sidebarPlacements = ['right', 'left', 'none'] as const;
export type SidebarPlacement = (typeof sidebarPlacements)[number];

interface SidebarLayoutProps {
  /** Side of the sidebar on wide screens; `none` shows the content alone, centred. */
  placement: SidebarPlacement;
  /** The sidebar's widgets; ignored when `placement` is `none`. */
  sidebar?: ReactNode;
  children: ReactNode;
}

/**
 * A page body with a sidebar, for the blog and practice pages. The sidebar is part of the page
 * (inside `<main>`), a plain column of headed widgets rather than a separate landmark. It goes
 * live a hydration pass after the content (a press on it hydrates it at once): together they
 * committed in one task of ~21 ms of CPU on a blog page, and now the sidebar's pass is short.
 */
export function SidebarLayout({ placement, sidebar, children }: SidebarLayoutProps) {
  return (
    <Section>
      {placement === 'none' ? (
        <Container width="medium" gutter={false}>
          {children}
        </Container>
      ) : (
        // The content comes first in the source, so phones (one column) show it first.
        <Columns space="xl" collapseBelow="md" alignY="start" reverse={placement === 'left'}>
          <Column width="2/3">{children}</Column>
          {/* The sidebar repeats other pages' titles on every page: the site's search skips it. */}
          {sidebar ? (
            <Column width="1/3" display="grid" gap="lg" data-pagefind-ignore="all">
              <HydrationBoundary>{sidebar}</HydrationBoundary>
            </Column>
          ) : null}
        </Columns>
      )}
    </Section>
  );
}

interface SidebarWidgetProps {
  /** The widget's heading (an <h2>). */
  title: string;
  /** Id for the heading, so a form or list inside can be named by it. */
  headingId?: string;
  /** Background: muted panel, or the navy band for a call to action. @default 'muted' */
  tone?: keyof typeof styles.widget;
  children: ReactNode;
}

/** One boxed block of a sidebar with its heading. */
export function SidebarWidget({ title, headingId, tone = 'muted', children }: SidebarWidgetProps) {
  return (
    <div className={styles.widget[tone]}>
      <h2 id={headingId} className={styles.widgetTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}
