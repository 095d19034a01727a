import { processSteps } from '@firm/data';
import { Text, Tiles } from '@firm/ui';
import * as styles from './ProcessSteps.css';

/** How a matter moves through the firm, in four numbered steps. */
export function ProcessSteps() {
  return (
    <Tiles
      as="ol"
      columns={{ base: 4, belowMd: 2, belowXs: 1 }}
      space="lg"
      className={styles.steps}
    >
      {processSteps.map((step) => (
        <li key={step.id} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <Text as="p" tone="muted">
            {step.text}
          </Text>
        </li>
      ))}
    </Tiles>
  );
}
