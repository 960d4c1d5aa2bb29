import './messages.ts'; // the feature's texts, registered before this renders
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { Loading, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AgreementTexts, Loan } from '@pronto/api';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { useFormatDate } from '../../fields/locale.ts';

/**
 * The loan's pre-contract information and agreement as the customer read them: each a titled document
 * with its paragraphs, and when the customer accepted it; not a JSON blob.
 */
export function AgreementTab() {
  const loan = useRecordContext<Loan>();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const translate = useTranslate();
  const when = useFormatDate();
  const texts = useQuery({
    queryKey: ['agreement', loan?.id],
    queryFn: () => dataProvider.agreement('loans', { loanId: loan?.id ?? 0 }) as Promise<AgreementTexts & { acceptedAt?: string | null }>,
    enabled: loan !== undefined,
  });
  if (texts.isPending) return <Loading />;
  if (texts.error) return <Alert severity="error">{texts.error.message}</Alert>;
  const { acceptedAt } = texts.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 1 }}>
      <Typography color="text.secondary">
        {acceptedAt
          ? translate('resources.loans.agreement.accepted', { at: when(acceptedAt) })
          : translate('resources.loans.agreement.notAccepted')}
      </Typography>
      {[texts.data.preContract, texts.data.agreement].map((doc) => (
        <Paper key={doc.subject} component="article" variant="outlined" sx={{ p: 2, maxWidth: '75ch' }} aria-label={doc.subject}>
          <Typography variant="h6" component="h3" gutterBottom>
            {doc.subject}
          </Typography>
          {doc.body.split(/\n+/).map((paragraph, i) => (
            <Typography key={i} component="p" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {paragraph}
            </Typography>
          ))}
        </Paper>
      ))}
    </Box>
  );
}
