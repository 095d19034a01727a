import { Accordion, Box, buttonClassName, Modal } from '@firm/ui';
import { NavLink, useLocation } from 'react-router-dom';
import * as styles from './MobileMenuPanel.css';
import { groupOfPath, mobileMenuContact, mobileMenuGroups } from './mobileMenu';
import { consultationPath } from './navigation';

interface MobileMenuPanelProps {
  /** Closes the menu (Escape, the close button, a click outside, or following a link). */
  onClose: () => void;
}

/**
 * The mobile menu: a modal drawer (focus moves in, stays in, and returns to the 'Menu' button),
 * the spec's groups as an accordion with one group open at a time, and a plain Contact link.
 * The group holding the current page starts open.
 */
export default function MobileMenuPanel({ onClose }: MobileMenuPanelProps) {
  const { pathname } = useLocation();
  const currentGroup = groupOfPath(pathname);
  const link = (to: string, label: string, className = styles.link) => (
    <NavLink to={to} end className={className} onClick={onClose}>
      {label}
    </NavLink>
  );

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Menu"
      closeLabel="Close menu"
      size="small"
      className={styles.drawer}
    >
      <nav aria-label="Site">
        <Accordion
          mode="single"
          headingLevel={3}
          defaultExpandedKeys={currentGroup ? [currentGroup] : []}
          className={styles.groups}
          items={mobileMenuGroups.map((group) => ({
            id: group.label,
            title: group.label,
            content: (
              <Box as="ul" display="grid">
                {group.links.map((item) => (
                  <li key={item.to}>{link(item.to, item.label)}</li>
                ))}
              </Box>
            ),
          }))}
        />
        <p className={styles.contact}>{link(mobileMenuContact.to, mobileMenuContact.label)}</p>
      </nav>
      <p>
        {link(consultationPath, 'Free Consultation', `${buttonClassName()} ${styles.consultation}`)}
      </p>
    </Modal>
  );
}
