import { createContext, type ReactNode, useContext, useState } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  DisclosurePanel as AriaDisclosurePanel,
  type DisclosureProps as AriaDisclosureProps,
  Heading,
  type Key,
} from 'react-aria-components';
import { withClass } from '../utils/withClass.js';
import * as styles from './Accordion.css.js';
import { type AccordionMode, nextExpandedKeys } from './nextExpandedKeys.js';

/** Heading levels an accordion trigger can sit in. */
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

interface AccordionContextValue {
  headingLevel: AccordionHeadingLevel;
  pinnedKey: Key | undefined;
}

const AccordionContext = createContext<AccordionContextValue>({
  headingLevel: 3,
  pinnedKey: undefined,
});

/** One panel of the data-driven `Accordion` API. */
export interface AccordionItemData {
  /** Key of the panel, used by `expandedKeys`, `defaultExpandedKeys` and `pinnedKey`. */
  id: Key;
  /** The trigger's text (inside a heading). */
  title: ReactNode;
  /** The panel's content. */
  content: ReactNode;
  /** The panel cannot be toggled. @default false */
  isDisabled?: boolean;
}

export interface AccordionProps
  extends Omit<AriaDisclosureGroupProps, 'allowsMultipleExpanded' | 'children'> {
  /** `single`: opening a panel closes the others (FAQ, mobile menu); `multiple`: independent. @default 'single' */
  mode?: AccordionMode;
  /**
   * A panel that is open from the start and never closes, while the others follow `mode`
   * among themselves (the checkout: Payment pinned, Coupon and Billing exclusive).
   */
  pinnedKey?: Key;
  /** Level of the headings around the triggers. @default 3 */
  headingLevel?: AccordionHeadingLevel;
  /** Data-driven panels. Alternative to `children`. */
  items?: readonly AccordionItemData[];
  /** Composed `AccordionItem`s. Ignored when `items` is given. */
  children?: ReactNode;
}

function toggledKeyOf(before: ReadonlySet<Key>, after: ReadonlySet<Key>): Key | undefined {
  for (const key of after) if (!before.has(key)) return key;
  for (const key of before) if (!after.has(key)) return key;
  return undefined;
}

/**
 * Collapsible panels (react-aria `DisclosureGroup`). Each trigger is a button with
 * `aria-expanded` inside a heading, controlling its panel. The expansion rule is
 * `nextExpandedKeys`, so `mode` and `pinnedKey` behave the same controlled or not.
 */
export function Accordion({
  mode = 'single',
  pinnedKey,
  headingLevel = 3,
  items,
  children,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  className,
  ...props
}: AccordionProps) {
  const [uncontrolledKeys, setUncontrolledKeys] = useState<Set<Key>>(
    () =>
      new Set([...(pinnedKey === undefined ? [] : [pinnedKey]), ...(defaultExpandedKeys ?? [])]),
  );
  const current = new Set(expandedKeys ?? uncontrolledKeys);
  if (pinnedKey !== undefined) current.add(pinnedKey);

  const handleExpandedChange = (proposed: Set<Key>) => {
    // react-aria proposes the set with one key toggled; the kit's rule decides the outcome.
    const toggled = toggledKeyOf(current, proposed);
    if (toggled === undefined) return;
    const next = nextExpandedKeys(current, toggled, { mode, pinnedKey });
    if (expandedKeys === undefined) setUncontrolledKeys(next);
    onExpandedChange?.(next);
  };

  return (
    <AccordionContext.Provider value={{ headingLevel, pinnedKey }}>
      <AriaDisclosureGroup
        {...props}
        allowsMultipleExpanded
        expandedKeys={current}
        onExpandedChange={handleExpandedChange}
        className={withClass(styles.accordion, className)}
      >
        {items
          ? items.map((item) => (
              <AccordionItem
                key={item.id}
                id={item.id}
                title={item.title}
                isDisabled={item.isDisabled}
              >
                {item.content}
              </AccordionItem>
            ))
          : children}
      </AriaDisclosureGroup>
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps extends Omit<AriaDisclosureProps, 'children' | 'id'> {
  /** Key of the panel inside its `Accordion`. */
  id: Key;
  /** The trigger's text (inside a heading). */
  title: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /** Level of this item's heading. @default the Accordion's `headingLevel` */
  headingLevel?: AccordionHeadingLevel;
}

/** One panel of an `Accordion` (react-aria `Disclosure`): heading, trigger button, panel. */
export function AccordionItem({
  id,
  title,
  children,
  headingLevel,
  className,
  ...props
}: AccordionItemProps) {
  const context = useContext(AccordionContext);
  const isPinned = context.pinnedKey !== undefined && context.pinnedKey === id;
  return (
    <AriaDisclosure
      {...props}
      id={id}
      data-pinned={isPinned || undefined}
      className={withClass(styles.item, className)}
    >
      <Heading level={headingLevel ?? context.headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          {!isPinned && (
            <svg
              className={styles.chevron}
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          )}
        </AriaButton>
      </Heading>
      <AriaDisclosurePanel className={styles.panel}>{children}</AriaDisclosurePanel>
    </AriaDisclosure>
  );
}
