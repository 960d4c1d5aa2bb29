import './messages.ts'; // the feature's texts, registered before this renders
import { useMemo, useState } from 'react';
import { Box, Card, CardContent, List, ListItemButton, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import { AccessDenied, Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { catalogue } from '@pronto/api';
import { CallForm } from './CallForm.tsx';
import { matchesSearch } from './parseJson.ts';

/** The API console (admin only): every catalogue entry by service, searchable, callable. */
export default function CataloguePage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'catalogue', action: 'list' });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const groups = useMemo(() => {
    const byService = new Map<string, typeof catalogue>();
    for (const e of catalogue) {
      if (!matchesSearch(e, search)) continue;
      byService.set(e.service, [...(byService.get(e.service) ?? []), e]);
    }
    return [...byService.entries()];
  }, [search]);
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  const count = groups.reduce((n, [, list]) => n + list.length, 0);
  const entry = catalogue.find((e) => e.id === selected);
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, mt: 2 }}>
      <Title title="pronto.catalogue.title" />
      <Card sx={{ width: { md: 360 }, flexShrink: 0 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate('pronto.catalogue.title')}
          </Typography>
          <TextField
            label={translate('pronto.catalogue.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            fullWidth
            sx={{ my: 1 }}
            type="search"
          />
          <Typography variant="caption">{translate('pronto.catalogue.count', { smart_count: count })}</Typography>
          <List dense sx={{ maxHeight: '70vh', overflow: 'auto' }} aria-label={translate('pronto.catalogue.title')}>
            {groups.map(([service, list]) => (
              <li key={service}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader>{service}</ListSubheader>
                  {list.map((e) => (
                    <ListItemButton key={e.id} selected={e.id === selected} onClick={() => setSelected(e.id)}>
                      <ListItemText primary={e.id} secondary={`${e.method.toUpperCase()} ${e.path}`} />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        </CardContent>
      </Card>
      <Card sx={{ flexGrow: 1 }}>
        <CardContent>
          {entry ? <CallForm key={entry.id} entry={entry} /> : <Typography>{translate('pronto.catalogue.pick')}</Typography>}
        </CardContent>
      </Card>
    </Box>
  );
}
