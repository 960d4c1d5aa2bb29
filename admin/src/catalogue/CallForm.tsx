import './messages.ts'; // the feature's texts, registered before this renders
import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { call, type CallOptions, type CatalogueEntry } from '@pronto/api';
import type { ApiResult } from '@pronto/request';
import { isQueryObject, parseJsonField } from './parseJson.ts';

/** Fill url variables, query and body of one entry, call it as the signed-in user, show the answer. */
export function CallForm({ entry }: { entry: CatalogueEntry }) {
  const translate = useTranslate();
  const [vars, setVars] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const [body, setBody] = useState('');
  const parsedQuery = parseJsonField(query);
  const parsedBody = parseJsonField(body);
  const queryOk = parsedQuery.ok && (parsedQuery.value === undefined || isQueryObject(parsedQuery.value));
  const { mutate, data, isPending } = useMutation({
    mutationFn: (): Promise<ApiResult<unknown>> =>
      // The API console sends what the developer typed: the id is the catalogue's, the body is theirs to get right.
      call(entry.id, {
        vars,
        params: parsedQuery.ok && isQueryObject(parsedQuery.value) ? parsedQuery.value : undefined,
        data: parsedBody.ok ? (parsedBody.value as CallOptions['data']) : undefined,
      }),
  });
  const hasBody = entry.method !== 'get' && entry.method !== 'delete';
  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), mutate())}>
      <Box>
        <Typography variant="h6" component="h2">
          {entry.id}
        </Typography>
        {/* A div: the Chip is one, and a paragraph cannot hold it. */}
        <Typography variant="body2" component="div">
          <Chip size="small" label={entry.method.toUpperCase()} sx={{ mr: 1 }} />
          <code>{entry.path}</code>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.summary} · {entry.auth} · {entry.area}
        </Typography>
      </Box>
      {entry.vars.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{translate('pronto.catalogue.vars')}</legend>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {entry.vars.map((v) => (
              <TextField
                key={v}
                label={v}
                size="small"
                required
                value={vars[v] ?? ''}
                onChange={(e) => setVars({ ...vars, [v]: e.target.value })}
              />
            ))}
          </Stack>
        </fieldset>
      )}
      <TextField
        label={translate('pronto.catalogue.query')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        error={!queryOk}
        helperText={!queryOk ? translate('pronto.catalogue.invalidJson') : ' '}
        size="small"
        placeholder='{"customerId": 1}'
      />
      {hasBody && (
        <TextField
          label={translate('pronto.catalogue.body')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={!parsedBody.ok}
          helperText={!parsedBody.ok ? translate('pronto.catalogue.invalidJson') : ' '}
          multiline
          minRows={4}
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={isPending || !queryOk || !parsedBody.ok}>
          {translate('pronto.catalogue.send')}
        </Button>
      </Box>
      {data && (
        <Box component="section" aria-label={translate('pronto.catalogue.data')}>
          <Typography>
            {translate('pronto.catalogue.status')}: <strong data-testid="call-status">{data.status}</strong>
          </Typography>
          {data.errors.length > 0 && (
            <Alert severity="error" sx={{ my: 1 }}>
              {translate('pronto.catalogue.errors')}: {data.errors.map((e) => e.message).join(' · ')}
            </Alert>
          )}
          <Box component="pre" sx={{ p: 1, bgcolor: 'action.hover', overflow: 'auto', maxHeight: 400, fontSize: 12 }}>
            {JSON.stringify(data.data, null, 2)}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
