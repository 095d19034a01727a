import { counters } from '@firm/data';
import { Counter, Tiles } from '@firm/ui';
import * as styles from './Counters.css';

/** The firm's statistics (cases closed, attorneys, clients, success rate), counting up once in view. */
export function Counters() {
  return (
    <Tiles as="ul" columns={{ base: 4, belowSm: 2 }} space="lg" textAlign="center">
      {counters.map((counter) => (
        <li key={counter.label} className={styles.item}>
          <Counter value={counter.value} suffix={counter.suffix} label={counter.label} />
        </li>
      ))}
    </Tiles>
  );
}
