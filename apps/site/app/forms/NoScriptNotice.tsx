import { EmailLink, PhoneLink } from '../layout/ContactLinks';
import * as styles from './NoScriptNotice.css';

/**
 * Tells a visitor whose browser runs none of the page's code that the form around it cannot
 * work, and how else to reach the firm. Such a form goes nowhere (the page's policy refuses
 * every form submission), so the visitor must not be left typing into it. The `<noscript>` copy
 * is for scripts turned off; the hidden copy is for scripts that fail to arrive (blocked by a
 * network or an extension), where `<noscript>` stays silent: the load-failure watcher
 * (layout/LoadFailureNotice.tsx) shows every element marked `data-script-fallback`.
 */
export function NoScriptNotice() {
  const message = (
    <>
      This form only works with JavaScript, which is not running on this page, so nothing typed here
      is sent. To reach us, call <PhoneLink /> or email <EmailLink />.
    </>
  );
  return (
    <>
      <noscript className={styles.slot}>
        <p className={styles.notice}>{message}</p>
      </noscript>
      <p className={styles.notice} hidden data-script-fallback="">
        {message}
      </p>
    </>
  );
}
