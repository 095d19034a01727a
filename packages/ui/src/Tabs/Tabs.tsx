import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  type Key,
} from 'react-aria-components';
import { withClass } from '../utils/withClass.js';
import * as styles from './Tabs.css.js';

/** One tab of the data-driven `Tabs` API. */
export interface TabItem {
  /** Key of the tab, used by `selectedKey`/`defaultSelectedKey`. */
  id: Key;
  /** The tab's label. */
  title: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** The tab cannot be selected. @default false */
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, 'children'> {
  /** Accessible name of the tab list (e.g. 'Product information'). */
  label?: string;
  /** Data-driven tabs: one tab and one panel per item. Alternative to `children`. */
  items?: readonly TabItem[];
  /** Composed tabs: a `TabList` of `Tab`s, then one `TabPanel` per tab. Ignored when `items` is given. */
  children?: ReactNode;
  /**
   * With `items`: paper cannot switch tabs, so print every panel under its tab's title (when the
   * title is text) instead of the tab list. Unselected panels stay mounted (inert and hidden on screen).
   * @default false
   */
  printAllPanels?: boolean;
}

/**
 * Tabs (react-aria `Tabs`): the first enabled tab is selected unless `defaultSelectedKey`
 * says otherwise; arrow keys move between tabs, Home/End jump, Tab moves into the panel.
 * Either pass `items` (with `label` naming the tab list), or compose `TabList`, `Tab` and
 * `TabPanel` as children.
 */
export function Tabs({
  label,
  items,
  children,
  className,
  printAllPanels = false,
  ...props
}: TabsProps) {
  return (
    <AriaTabs {...props} className={withClass(styles.tabs, className)}>
      {items ? (
        <>
          <TabList aria-label={label}>
            {items.map((item) => (
              <Tab key={item.id} id={item.id} isDisabled={item.isDisabled}>
                {item.title}
              </Tab>
            ))}
          </TabList>
          {items.map((item) => (
            <TabPanel
              key={item.id}
              id={item.id}
              shouldForceMount={printAllPanels}
              // Generated text in print only: the panel's own text stays what the tab shows.
              data-print-title={
                printAllPanels && typeof item.title === 'string' ? item.title : undefined
              }
            >
              {item.content}
            </TabPanel>
          ))}
        </>
      ) : (
        children
      )}
    </AriaTabs>
  );
}

export interface TabListProps<T extends object> extends AriaTabListProps<T> {}

/** The row of tabs; name it with `aria-label` or `aria-labelledby`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClass(styles.tabList, className)} />;
}

export interface TabProps extends AriaTabProps {}

/** One tab; its `id` matches the `id` of its `TabPanel`. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClass(styles.tab, className)} />;
}

export interface TabPanelProps extends AriaTabPanelProps {}

/** The content of one tab, shown while that tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClass(styles.tabPanel, className)} />;
}
