import { attorneySummaries } from '@firm/data';
import { cardGrid } from '../home/cardGrid.css';
import { AttorneyCard } from './AttorneyCard';

/** Every attorney as a card, in a grid that wraps to the width. */
export function TeamGrid() {
  return (
    <ul className={cardGrid.narrow}>
      {attorneySummaries.map((attorney) => (
        <li key={attorney.Id}>
          <AttorneyCard attorney={attorney} />
        </li>
      ))}
    </ul>
  );
}
