import { Button as AriaButton } from 'react-aria-components';
import { withClass } from '../utils/withClass.js';
import * as styles from './Modal.css.js';
import { Modal, type ModalProps } from './Modal.js';

/** Features the embedded player may use (the list video hosts ask for). */
export const videoFrameAllow =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

export interface VideoModalProps
  extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'closeLabel'> {
  /**
   * Embed URL of the video. Use a privacy-enhanced host, e.g.
   * `https://www.youtube-nocookie.com/embed/<id>` or `https://player.vimeo.com/video/<id>?dnt=1`.
   */
  videoUrl: string;
  /** Title of the video: the dialog's heading and the iframe's accessible name. */
  title: string;
  /** Name of the round play button that opens the modal. @default 'Play video' */
  triggerLabel?: string;
  /** Extra class on the play button (e.g. to place it over a picture). */
  className?: string;
}

/**
 * A round play button that opens the video in a modal. The `<iframe>` exists only while the
 * modal is open, so the video host is not contacted before the visitor asks for the video.
 */
export function VideoModal({
  videoUrl,
  title,
  triggerLabel = 'Play video',
  className,
  ...modalProps
}: VideoModalProps) {
  return (
    <Modal
      {...modalProps}
      size="large"
      title={title}
      trigger={
        <AriaButton aria-label={triggerLabel} className={withClass(styles.playTrigger, className)}>
          <svg className={styles.playIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
          </svg>
        </AriaButton>
      }
    >
      <div className={styles.video}>
        <iframe
          className={styles.frame}
          src={videoUrl}
          title={title}
          allow={videoFrameAllow}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Modal>
  );
}
