import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  AutocompleteInput,
  Button,
  DateInput,
  Form,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  minValue,
  required,
  usePermissions,
  useRecordContext,
  useRefresh,
  HttpError,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { canRole, entry, type CallOptions, type Role } from '@pronto/api';
import { canAccessResource } from '../../providers/access.ts';
import { mayOperateNow } from '../../providers/operations.ts';
import { rpc } from '../../providers/rpc.ts';
import { ConfirmWithReason } from '../ConfirmWithReason.tsx';
import { RpcDialogButton } from '../RpcDialogButton.tsx';
import { Answer, RpcPanel } from '../RpcPanel.tsx';
import { keyWords } from '../readableValue.ts';
import { useEnumLabel } from '../../fields/EnumField.tsx';
import { AgentInput } from '../../people/AgentInput.tsx';
import { ENUMS } from '../../fields/enums.ts';
import { callOptionsOf, callsOf, isIdList, isQuery, type CallField, type CallSpec, type Words } from './callSpec.ts';
import { CALL_WORDS, FIELD_WORDS } from './callWords.ts';
import { say, useLang } from './words.ts';
import { useRecordAtOpening } from '../useRecordAtOpening.ts';

type Lang = keyof Words;
type Row = Record<string, unknown>;

const idOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A list of ids is numbers separated by commas or spaces, nothing else. */
const idsOnly = (lang: Lang) => (value: unknown) =>
  value === undefined || value === null || value === '' || /^[\s,;]*\d+([\s,;]+\d+)*[\s,;]*$/.test(String(value))
    ? undefined
    : CALL_WORDS.idsOnly[lang];

/** One input of a call's form, labelled in the console's language; required unless the spec says otherwise. */
function CallInput({ field, lang, record }: { field: CallField; lang: Lang; record?: Row }) {
  const enumLabel = useEnumLabel();
  const { permissions } = usePermissions<Role>();
  const label = field.label?.[lang] ?? FIELD_WORDS[field.name]?.[lang] ?? keyWords(field.name);
  const validate = [...(field.optional ? [] : [required()]), ...(isIdList(field.name) ? [idsOnly(lang)] : [])];
  if (field.input) {
    const Input = field.input;
    return <Input source={field.name} label={label} validate={validate} record={record} lang={lang} />;
  }
  if (field.reference) {
    // A picker of records the staff member may not read would only show the refusal and block the form: an
    // optional one is left out, and the call takes its default (an agent's card payment: the loan's card).
    if (field.optional && !canAccessResource(permissions, field.reference)) return null;
    const filter = Object.fromEntries(Object.entries(field.referenceFilter ?? {}).map(([key, source]) => [key, record?.[source]]));
    return (
      <ReferenceInput source={field.name} reference={field.reference} filter={filter}>
        <AutocompleteInput label={label} validate={validate} fullWidth />
      </ReferenceInput>
    );
  }
  switch (field.kind) {
    case 'number':
      return <NumberInput source={field.name} label={label} validate={validate} fullWidth />;
    case 'money':
      return <NumberInput source={field.name} label={label} validate={[...validate, minValue(0.01)]} fullWidth />;
    case 'date':
      return <DateInput source={field.name} label={label} validate={validate} fullWidth />;
    case 'choice': {
      const codes = field.choices ?? (field.enum ? ENUMS[field.enum] : []);
      const words = (code: string) => (field.enum ? enumLabel(field.enum, code) : (field.choiceWords?.[code]?.[lang] ?? keyWords(code)));
      return (
        <SelectInput
          source={field.name}
          label={label}
          validate={validate}
          choices={codes.map((code) => ({ id: code, name: words(code) }))}
          fullWidth
        />
      );
    }
    case 'agent':
      return <AgentInput source={field.name} label={label} />;
    case 'secret':
      return <TextInput source={field.name} label={label} validate={validate} type="password" autoComplete="new-password" fullWidth />;
    case 'long':
      return <TextInput source={field.name} label={label} validate={validate} multiline minRows={3} fullWidth />;
    default:
      return <TextInput source={field.name} label={label} validate={validate} fullWidth />;
  }
}

/** A call that changes something: a form in a dialog, with the reason asked for when it cannot be undone. */
function WriteButton({ spec, record, lang, onDone }: { spec: CallSpec; record: Row | undefined; lang: Lang; onDone?: () => void }) {
  const e = entry(spec.id);
  const title = spec.title[lang];
  const success = () => say(CALL_WORDS.done, lang, { title });
  const refresh = useRefresh();
  // Calls in turn; one refused stops the rest, and the message says how far it got (the list shows it).
  const send = async (values: FieldValues) => {
    const calls = callsOf(spec, e, record, values);
    for (const [done, { id, options }] of calls.entries()) {
      try {
        await rpc(spec.id, options);
      } catch (error) {
        if (calls.length === 1 || done === 0) throw error;
        refresh();
        const words = { done, total: calls.length, id: String(id), error: (error as Error).message };
        const message = CALL_WORDS.partly[lang].replace(/%\{(\w+)\}/g, (_, key: keyof typeof words) => String(words[key]));
        throw new HttpError(message, (error as HttpError).status);
      }
    }
  };
  const inputs = (spec.fields ?? []).map((f) => <CallInput key={f.name} field={f} lang={lang} record={record} />);
  if (spec.confirm)
    return (
      <ConfirmWithReason<FieldValues>
        label={title}
        message={spec.confirm[lang]}
        messageArgs={{ id: record?.id }}
        success={success}
        call={(_, values) => send(values)}
        onDone={onDone}
      >
        {inputs}
      </ConfirmWithReason>
    );
  return (
    <RpcDialogButton<FieldValues> label={title} success={success} call={(_, values) => send(values)} onDone={onDone}>
      {inputs.length > 0 ? inputs : <Typography>{say(CALL_WORDS.sure, lang, { title })}</Typography>}
    </RpcDialogButton>
  );
}

/** A call that only answers but needs inputs (a quote, a search): a dialog with the form and the answer under it. */
function QueryButton({ spec, record, lang, country }: { spec: CallSpec; record: Row | undefined; lang: Lang; country: string }) {
  const [open, setOpen] = useState(false);
  const [openedWith, keepRecord] = useRecordAtOpening(record);
  const e = entry(spec.id);
  const title = spec.title[lang];
  const titleId = `call-${idOf(spec.id)}`;
  const { mutate, data, error, isPending, isSuccess, reset } = useMutation({
    mutationFn: (values: FieldValues) => rpc(spec.id, callOptionsOf(spec, e, record, values)),
  });
  const close = () => (setOpen(false), reset());
  return (
    <>
      <MuiButton
        size="small"
        onClick={() => {
          keepRecord();
          setOpen(true);
        }}
      >
        {title}
      </MuiButton>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
        <Form record={openedWith} onSubmit={(values: FieldValues) => mutate(values)}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {(spec.fields ?? []).map((f) => (
              <CallInput key={f.name} field={f} lang={lang} record={record} />
            ))}
            <section aria-label={CALL_WORDS.answer[lang]} aria-live="polite">
              {error ? <Typography color="error">{error.message}</Typography> : isSuccess ? <Answer data={data} country={country} /> : null}
            </section>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={close} />
            <SaveButton label={CALL_WORDS.send[lang]} disabled={isPending} alwaysEnable={!isPending} icon={<></>} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** A call that only reads the record: its answer under a heading that opens on demand (no call until then). */
function ReadPanel({ spec, record, lang, country }: { spec: CallSpec; record: Row | undefined; lang: Lang; country: string }) {
  const [open, setOpen] = useState(false);
  const options: CallOptions = callOptionsOf(spec, entry(spec.id), record);
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`read-${idOf(spec.id)}`} aria-controls={`read-${idOf(spec.id)}-answer`}>
        {/* MUI's Accordion already puts the summary in a heading of its own. */}
        <Typography component="span">{spec.title[lang]}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`read-${idOf(spec.id)}-answer`}>
        {open && <RpcPanel queryKey={['calls', spec.id, options]} load={() => rpc(spec.id, options)} country={country} />}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The catalogue calls a screen offers for its record, from their specs: writes as buttons
 * opening a form (a reason asked for the irreversible ones), reads as panels opened on demand. Calls the
 * signed-in role may not make, or that are a business operation not granted to them, are not offered;
 * with none left, nothing is shown.
 */
export function CallActions({
  title,
  specs,
  country,
  onDone,
}: {
  title?: Words;
  specs: readonly CallSpec[];
  country?: string;
  /** After a write succeeded (a bulk action clears its selection). */
  onDone?: () => void;
}) {
  const record = useRecordContext<Row>();
  const lang = useLang();
  const { permissions } = usePermissions<Role>();
  const allowed = specs.filter((s) => permissions !== undefined && canRole(permissions, entry(s.id).area) && mayOperateNow(s.id));
  if (allowed.length === 0) return null;
  const market = country ?? (typeof record?.country === 'string' ? record.country : 'GB');
  const buttons = allowed.filter((s) => !isQuery(s, entry(s.id)) || (s.fields?.length ?? 0) > 0);
  const reads = allowed.filter((s) => isQuery(s, entry(s.id)) && (s.fields?.length ?? 0) === 0);
  return (
    <Stack component="section" spacing={1} sx={{ my: 2 }} aria-label={title?.[lang]}>
      {title && (
        <Typography variant="subtitle1" component="h3">
          {title[lang]}
        </Typography>
      )}
      {buttons.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {buttons.map((s) =>
            isQuery(s, entry(s.id)) ? (
              <QueryButton key={s.id} spec={s} record={record} lang={lang} country={market} />
            ) : (
              <WriteButton key={s.id} spec={s} record={record} lang={lang} onDone={onDone} />
            ),
          )}
        </Stack>
      )}
      {reads.map((s) => (
        <ReadPanel key={s.id} spec={s} record={record} lang={lang} country={market} />
      ))}
    </Stack>
  );
}
