import './messages.ts'; // the feature's texts, registered before this renders
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanField, EmailField, Labeled, TextField, useTranslate } from 'react-admin';
import { DateField } from '../../fields/DateField.tsx';
import { EnumField } from '../../fields/EnumField.tsx';
import { MoneyField } from '../../fields/MoneyField.tsx';
import { CustomerStatusField } from './CustomerStatusField.tsx';

/** A titled group of fields laid out in as many columns as fit (one on a phone). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`resources.customers.summary.sections.${title}`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>{children}</Box>
    </Box>
  );
}

/** The customer's record in three groups (personal, contact, account) rather than one column of twenty fields. */
export function CustomerDetails() {
  return (
    <Box sx={{ py: 1 }}>
      <Section title="personal">
        <Labeled source="firstName">
          <TextField source="firstName" sx={{ overflowWrap: 'anywhere' }} />
        </Labeled>
        <Labeled source="lastName">
          <TextField source="lastName" sx={{ overflowWrap: 'anywhere' }} />
        </Labeled>
        <Labeled source="birthDate">
          <DateField source="birthDate" />
        </Labeled>
        <Labeled source="gender">
          <EnumField source="gender" name="gender" />
        </Labeled>
        <Labeled source="additionalField">
          <TextField source="additionalField" emptyText="-" />
        </Labeled>
        <Labeled source="employmentStatus">
          <EnumField source="employmentStatus" name="employment" />
        </Labeled>
        <Labeled source="position">
          <TextField source="position" emptyText="-" />
        </Labeled>
        <Labeled source="monthlyIncome">
          <MoneyField source="monthlyIncome" />
        </Labeled>
      </Section>
      <Section title="contact">
        <Labeled source="mobilePhone">
          <TextField source="mobilePhone" />
        </Labeled>
        <Labeled source="emailAddress">
          <EmailField source="emailAddress" sx={{ overflowWrap: 'anywhere' }} />
        </Labeled>
        <Labeled source="emailVerified">
          <BooleanField source="emailVerified" looseValue />
        </Labeled>
      </Section>
      <Section title="account">
        <Labeled source="id">
          <TextField source="id" />
        </Labeled>
        <Labeled source="status" label="resources.customers.fields.status">
          <CustomerStatusField />
        </Labeled>
        <Labeled source="country">
          <EnumField source="country" name="country" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" showTime />
        </Labeled>
        <Labeled source="collectionStatus">
          <EnumField source="collectionStatus" name="collectionStatus" />
        </Labeled>
        <Labeled source="group">
          <TextField source="group" emptyText="-" />
        </Labeled>
        <Labeled source="vip">
          <BooleanField source="vip" />
        </Labeled>
        <Labeled source="blacklisted">
          <BooleanField source="blacklisted" />
        </Labeled>
        <Labeled source="deleted">
          <BooleanField source="deleted" />
        </Labeled>
      </Section>
    </Box>
  );
}
