import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.js';
import { Tiles } from './Tiles.js';

const card = sprinkles({ background: 'surfaceMuted', padding: 'lg' });
const areas = ['Family', 'Business', 'Criminal', 'Real estate', 'Education', 'Injury'];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: { columns: 3, space: 'lg' },
  parameters: {
    docs: {
      description: {
        component: [
          "Equal-width tiles in rows (Braid's Tiles): card grids, statistics, form fields.",
          '`columns` is the number per row, one value or one per breakpoint',
          '(`{ base: 3, belowMd: 2, belowSm: 1 }`, desktop first on the breakpoint tokens); `space`',
          'is the gap across and down. Render it `as="ul"` with `li` children for a list of cards.',
          'Or, without breakpoints, `minWidth`: as many a row as fit, each at least that wide;',
          "`repeat` says what a short row does (`auto-fit` stretches its tiles, `auto-fill` doesn't);",
          'in a row narrower than `minWidth` a tile narrows to the row unless `shrink={false}`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <Tiles {...args} as="ul" aria-label="Practice areas">
    {areas.map((area) => (
      <li key={area} className={card}>
        {area}
      </li>
    ))}
  </Tiles>
);

/** Six cards, three a row: two rows of equal width. */
export const ThreeAcross: Story = {
  render,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(2);
    const widths = new Set(items.map((item) => Math.round(item.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
};

/** One a row at every width below 1500 px, which includes the test browser's window. */
export const Responsive: Story = {
  args: { columns: { base: 3, belowXl: 1 } },
  render,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(window.innerWidth < 1500 ? 1 : 3);
  },
};

/** As many a row as fit at 15rem or more each: the row's own width decides, not the window's. */
export const AsManyAsFit: Story = {
  args: { columns: undefined, minWidth: '15rem', repeat: 'auto-fill' },
  render,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Practice areas' });
    const style = getComputedStyle(list);
    const gap = Number.parseFloat(style.columnGap);
    const fit = Math.max(1, Math.floor((list.clientWidth + gap) / (240 + gap)));
    await expect(style.gridTemplateColumns.split(' ')).toHaveLength(fit);
    const widths = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect().width);
    await expect(Math.min(...widths)).toBeGreaterThanOrEqual(Math.min(240, list.clientWidth));
  },
};

/** In a 10rem column, 15rem tiles narrow to the column rather than overflow it. */
export const NarrowerThanMinWidth: Story = {
  args: { columns: undefined, minWidth: '15rem', space: 'sm' },
  render: (args) => (
    <div style={{ width: '10rem' }}>
      <Tiles {...args} as="ul" aria-label="Practice areas">
        {areas.slice(0, 2).map((area) => (
          <li key={area} className={card}>
            {area}
          </li>
        ))}
      </Tiles>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Practice areas' });
    await expect(getComputedStyle(list).gridTemplateColumns).toBe('160px');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
