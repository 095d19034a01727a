import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.js';
import { Box } from './Box.js';

const swatch = sprinkles({ background: 'surfaceMuted', padding: 'md' });

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component: [
          'The element under every layout primitive. Layout atoms are props (`display`,',
          '`flexDirection`, `alignItems`, `justifyContent`, `gap`, `columns`), each one value or one',
          'per breakpoint: `gap={{ base: "xl", belowSm: "md" }}`; the conditions are the theme\'s',
          'breakpoint tokens, desktop first (`belowMd` is "below 1100px"). Values are the theme\'s',
          'space tokens, so no page invents its own spacing.',
          '',
          '**Spacing**: `padding`, `paddingX`, `paddingY`, `marginTop`, `marginBottom` (space tokens,',
          '`auto` for the margins) and `textAlign`, the same at every width; for the space between',
          'siblings, prefer a `Stack` or `Inline` gap.',
          '',
          '**Semantics**: `as` picks the element (`section`, `nav`, `ul` …), so layout never costs',
          "a page its landmarks or lists. The element drops the browser's margins (the space around",
          "a box is the layout's) at no specificity, so a class of yours that sets one still wins; a",
          '`ul`/`ol` also loses its bullets and indent and stays a list.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation landmark laid out as a row with a gap. */
export const AsLandmark: Story = {
  render: () => (
    <Box as="nav" aria-label="Sections" display="flex" gap="lg" alignItems="center">
      <a href="#about">About</a>
      <a href="#team">Team</a>
      <a href="#contact">Contact</a>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sections' });
    const [first, second] = within(nav).getAllByRole('link');
    if (!first || !second) throw new Error('the story renders three links');
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    await expect(getComputedStyle(nav).columnGap).toBe('24px');
  },
};

/** A list without bullets that is still announced as a list of three. */
export const AsList: Story = {
  render: () => (
    <Box as="ul" display="grid" gap="sm" aria-label="Offices">
      <li className={swatch}>London</li>
      <li className={swatch}>Leeds</li>
      <li className={swatch}>Bristol</li>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Offices' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

/** A padded card whose last line sits at its foot, centred. */
export const Spacing: Story = {
  render: () => (
    <Box
      display="flex"
      flexDirection="column"
      padding="lg"
      className={sprinkles({ background: 'surfaceMuted', paddingTop: 'none' })}
      data-testid="card"
    >
      <h3>Family law</h3>
      <Box marginTop="xl" textAlign="center" data-testid="foot">
        Read more
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('card');
    const foot = within(canvasElement).getByTestId('foot');
    // The prop beats the caller's class on the same property.
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
    await expect(getComputedStyle(card).paddingLeft).toBe('24px');
    await expect(getComputedStyle(foot).marginTop).toBe('40px');
    await expect(getComputedStyle(foot).textAlign).toBe('center');
  },
};
