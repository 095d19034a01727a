import { Button } from '@firm/ui';
import { RemoveIcon } from './icons';
import * as styles from './ProductButtons.css';

interface RemoveButtonProps {
  /** The button's name, saying what goes where: 'Remove Ninja Hoodie'. */
  label: string;
  onPress: () => void;
}

/** A round icon button that removes a cart line or a list entry. */
export function RemoveButton({ label, onPress }: RemoveButtonProps) {
  return (
    <Button tone="ghost" aria-label={label} className={styles.iconButton} onPress={onPress}>
      <RemoveIcon className={styles.icon} />
    </Button>
  );
}
