import type { Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { harbourTheme, lawFirmDarkTheme, lawFirmTheme } from '../src/theme/index.js';
import '../src/theme/themes.css.js';
import * as styles from './preview.css.js';

// Play functions wait as a person does, up to 5 s (Playwright's default), not Testing Library's
// 1 s: with the story tests beside other test tasks on a 2-core machine, a dialog's exit
// animation once took longer than 1 s (ImageZoom's Custom Labels story failed there).
configure({ asyncUtilTimeout: 5000 });

const themes = {
  lawFirm: lawFirmTheme,
  lawFirmDark: lawFirmDarkTheme,
  harbour: harbourTheme,
} as const;

const isThemeName = (name: unknown): name is keyof typeof themes =>
  typeof name === 'string' && Object.hasOwn(themes, name);

/**
 * Applies the theme to <body> as well as the story wrapper, so content that react-aria renders
 * in a portal (modals, the toaster) wears the selected brand too.
 */
function ThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.classList.add(theme);
    return () => document.body.classList.remove(theme);
  }, [theme]);
  return <div className={`${theme} ${styles.canvas}`}>{children}</div>;
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Brand theme applied to every story',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'lawFirm', title: 'Law firm (navy & gold)' },
          { value: 'lawFirmDark', title: 'Law firm, dark' },
          { value: 'harbour', title: 'Harbour (teal & slate)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // `VITE_STORY_THEME=harbour pnpm test` (or `lawFirmDark`) runs every story, and its a11y
  // checks, in that theme.
  initialGlobals: {
    theme: isThemeName(import.meta.env.VITE_STORY_THEME)
      ? import.meta.env.VITE_STORY_THEME
      : 'lawFirm',
  },
  decorators: [
    (Story, context) => {
      const name: unknown = context.globals.theme;
      const theme = isThemeName(name) ? themes[name] : lawFirmTheme;
      return (
        <ThemeScope theme={theme}>
          <Story />
        </ThemeScope>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
