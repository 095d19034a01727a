import { firm } from '@firm/data';
import { Button, Stack, Text } from '@firm/ui';
import { useEffect, useRef, useState } from 'react';
import { PinIcon } from '../layout/icons';
import * as styles from './OfficeMap.css';

/**
 * The office map (an OpenStreetMap frame), loaded only when the visitor asks for it: no
 * third-party request, cookie or main-thread cost until then. Without JavaScript, the link opens
 * the same map on its own.
 */
export function OfficeMap() {
  const [isShown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that was pressed is gone; hand focus to the map that replaced it.
  useEffect(() => {
    if (isShown) frameRef.current?.focus();
  }, [isShown]);

  return (
    <div className={styles.frameBox}>
      {isShown ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={firm.map.embedUrl}
          title={firm.map.title}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Stack
          space="sm"
          align="center"
          justifyContent="center"
          padding="lg"
          textAlign="center"
          className={styles.placeholder}
        >
          <PinIcon className={styles.pin} />
          <Text as="p" size="sm" className={styles.note}>
            The map comes from OpenStreetMap and loads only when you ask for it.
          </Text>
          <Button size="small" onPress={() => setShown(true)}>
            Show map
          </Button>
          <Text as="p" size="sm" className={styles.note}>
            <a href={firm.map.embedUrl} target="_blank" rel="noopener noreferrer">
              Open the map in a new tab
            </a>
          </Text>
        </Stack>
      )}
    </div>
  );
}
