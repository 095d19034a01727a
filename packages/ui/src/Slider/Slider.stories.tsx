import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emulateReducedMotion } from '../hooks/emulateReducedMotion.js';
import { Slider } from './Slider.js';

const people = [
  { name: 'Avery Stone', role: 'Managing partner', tint: '#0f1f3a' },
  { name: 'Jordan Blake', role: 'Senior associate', tint: '#1d4f91' },
  { name: 'Riley Moreno', role: 'Associate', tint: '#1e6b3a' },
  { name: 'Casey Lindqvist', role: 'Counsel', tint: '#7a5c1e' },
  { name: 'Morgan Adeyemi', role: 'Paralegal', tint: '#a4232b' },
  { name: 'Quinn Hartley', role: 'Of counsel', tint: '#44545e' },
];

function Card({ name, role, tint }: (typeof people)[number]) {
  return (
    <article>
      <svg viewBox="0 0 160 100" width="100%" aria-hidden="true" focusable="false">
        <rect width="160" height="100" fill={tint} />
        <text x="80" y="62" fill="#ffffff" fontSize="32" textAnchor="middle">
          {name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </text>
      </svg>
      <h3>{name}</h3>
      <p>{role}</p>
    </article>
  );
}

const teamSlides = people.map((person) => <Card key={person.name} {...person} />);

/** Index of the first slide that is in view (the others are inert). */
function firstInView(canvas: HTMLElement): number {
  const slides = within(canvas).getAllByRole('group', { hidden: true });
  return slides.findIndex((slide) => !slide.hasAttribute('inert'));
}

const meta = {
  title: 'Content/Slider',
  component: Slider,
  args: { label: 'Our attorneys', children: teamSlides },
  argTypes: { children: { control: false }, slideLabel: { control: false } },
  parameters: {
    docs: {
      description: {
        component: [
          'A carousel for rows of cards (attorneys, testimonials, case studies, partner logos) and',
          'for one-per-view hero banners, built on keen-slider. Per-view counts come from `perView`',
          'and `below` overrides keyed by the kit breakpoint tokens, e.g. the team row',
          '`perView={4} below={{ xl: 3, md: 2, xs: 1 }}` (3 below 1500 px, 2 below 1100, 1 below 575).',
          'The same numbers drive CSS custom properties and media queries, so the server-rendered HTML',
          'already shows the first slides at their final width and nothing shifts when keen-slider starts.',
          '',
          '**Accessibility** (W3C APG carousel pattern): a `section` region with',
          '`aria-roledescription="carousel"` and the required `label`; each slide is a `group` with',
          '`aria-roledescription="slide"` named "n of m"; slides out of view are `inert`, so neither',
          'Tab nor a screen reader lands on hidden content. Previous/Next buttons control the track.',
          'With `autoplay` a visible button named "Pause <label>" / "Play <label>" comes first; rotation',
          'stops while the pointer hovers or focus is inside, the live region is silent while rotating',
          'and polite otherwise, and under `prefers-reduced-motion: reduce` rotation never starts by',
          'itself (Play lets the visitor opt in) and slide changes are instant. Without `loop`, Next on',
          'the last view rewinds to the first, so the buttons never become disabled under the focus.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team row: 4 per view, 3 below 1500, 2 below 1100, 1 below 575, autoplay. */
export const TeamWithAutoplay: Story = {
  args: { perView: 4, below: { xl: 3, md: 2, xs: 1 }, autoplay: true, speedMs: 1000 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Our attorneys' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const slides = canvas.getAllByRole('group', { hidden: true });
    await expect(slides).toHaveLength(6);
    await expect(slides[0]).toHaveAccessibleName('1 of 6');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');

    await step('the pause button toggles between Pause and Play', async () => {
      const pause = canvas.getByRole('button', { name: 'Pause Our attorneys' });
      await userEvent.click(pause);
      const play = canvas.getByRole('button', { name: 'Play Our attorneys' });
      await expect(play).toBe(pause);
      await userEvent.click(play);
      await expect(pause).toHaveAccessibleName('Pause Our attorneys');
      await userEvent.click(pause);
    });

    await step('Next and Previous move the track by one slide', async () => {
      await waitFor(() => expect(firstInView(canvasElement)).toBe(0));
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
      await waitFor(() => expect(firstInView(canvasElement)).toBe(1), { timeout: 3000 });
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
      await waitFor(() => expect(firstInView(canvasElement)).toBe(0), { timeout: 3000 });
    });
  },
};

/** Everything works from the keyboard: rotation control first, then Previous and Next. */
export const Keyboard: Story = {
  args: { ...TeamWithAutoplay.args, autoplay: 4000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rotation = canvas.getByRole('button', { name: 'Pause Our attorneys' });
    await expect(rotation).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rotation).toHaveAccessibleName('Play Our attorneys');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstInView(canvasElement)).toBe(1), { timeout: 3000 });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(firstInView(canvasElement)).toBe(2), { timeout: 3000 });

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstInView(canvasElement)).toBe(1), { timeout: 3000 });
    // Slides out of view are inert: Tab never lands inside them.
    const hidden = canvas.getAllByRole('group', { hidden: true })[0];
    await expect(hidden).toHaveAttribute('inert');
  },
};

/** Testimonials: 3 per view, 2 below 1100, 1 below 767, no autoplay (no rotation control). */
export const TestimonialsWithoutAutoplay: Story = {
  args: {
    label: 'What our clients say',
    perView: 3,
    below: { md: 2, sm: 1 },
    children: people.slice(0, 3).map((person) => (
      <blockquote key={person.name}>
        <p>“Clear advice, delivered on time.”</p>
        <footer>{person.name}</footer>
      </blockquote>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^(Pause|Play) / })).toBeNull();
    const track = canvas.getAllByRole('group', { hidden: true })[0]?.parentElement;
    await expect(track).toHaveAttribute('aria-live', 'polite');
  },
};

/** The hero: one slide per view, looping, 1800 ms transitions. Previous from the first wraps to the last. */
export const LoopingHero: Story = {
  args: {
    label: 'Highlights',
    perView: 1,
    loop: true,
    speedMs: 1800,
    children: ['Crafting solutions', 'Trusted counsel', 'Results that last'].map((title) => (
      <article key={title}>
        <h2>{title}</h2>
        <p>Placeholder hero copy for the {title.toLowerCase()} banner.</p>
      </article>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(firstInView(canvasElement)).toBe(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(firstInView(canvasElement)).toBe(2), { timeout: 4000 });
    await expect(canvas.getAllByRole('group', { hidden: true })[2]).toHaveAccessibleName('3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(firstInView(canvasElement)).toBe(0), { timeout: 4000 });
  },
};

/** Under `prefers-reduced-motion: reduce` autoplay does not start; the control offers Play. */
export const ReducedMotion: Story = {
  args: { ...TeamWithAutoplay.args, autoplay: 300 },
  beforeEach: emulateReducedMotion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Play Our attorneys' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(firstInView(canvasElement)).toBe(0);
  },
};
