import type { Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
import { harbourTheme, lawFirmTheme } from '../src/theme/index.js';
import '../src/theme/themes.css.js';
import * as styles from './preview.css.js';

const themes = { lawFirm: lawFirmTheme, harbour: harbourTheme } as const;

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
          { value: 'harbour', title: 'Harbour (teal & slate)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // `VITE_STORY_THEME=harbour pnpm test` runs every story (and its a11y checks) in the second brand.
  initialGlobals: { theme: import.meta.env.VITE_STORY_THEME === 'harbour' ? 'harbour' : 'lawFirm' },
  decorators: [
    (Story, context) => {
      const theme = themes[context.globals.theme as keyof typeof themes] ?? lawFirmTheme;
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
