import { firm } from '@firm/data';
import { Column, Columns, Stack, Text } from '@firm/ui';
import type { ReactNode } from 'react';
import { EmailLink, PhoneLink } from '../layout/ContactLinks';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../layout/icons';
import * as styles from './ContactDetails.css';

/** One way to reach the office: an icon, a short label and the detail itself. */
function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Columns as="li" space="sm" alignY="center">
      <Column width="content" className={styles.iconWrap}>
        {icon}
      </Column>
      <Column>
        <h3 className={styles.label}>{label}</h3>
        <Text as="p" breakWords>
          {children}
        </Text>
      </Column>
    </Columns>
  );
}

/** The head office's address, email, telephone and office hours (spec: Contact, left column). */
export function ContactDetails() {
  return (
    <Stack as="ul" space="md">
      <Detail icon={<PinIcon className={styles.icon} />} label="Head office">
        {firm.address}
      </Detail>
      <Detail icon={<MailIcon className={styles.icon} />} label="Email">
        <EmailLink />
      </Detail>
      <Detail icon={<PhoneIcon className={styles.icon} />} label="Telephone">
        <PhoneLink />
      </Detail>
      <Detail icon={<ClockIcon className={styles.icon} />} label="Office hours">
        {firm.contactOfficeHours}
      </Detail>
    </Stack>
  );
}
