import { useState } from 'react';
import { useFormContext, type RegisterOptions } from './form.tsx';
import { loadDisposableLists } from '@pronto/domain';
import { registerText } from '../i18n/pages/register.ts';
import { TextField } from './inputs.tsx';

/** E-mail field with the spelling helper: on blur, suggestions ("Did you mean") that fill the field when clicked. */
export function EmailField({ name, label, options }: { name: string; label: string; options: RegisterOptions }) {
  const { setValue } = useFormContext();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const suggestion = suggestions.length > 0 && (
    <p className="suggestion" role="status">
      {registerText.didYouMean}{' '}
      {suggestions.map((s, i) => (
        <span key={s}>
          {i > 0 && ', '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setValue(name, s, { shouldValidate: true });
              setSuggestions([]);
            }}
          >
            {s}
          </button>
        </span>
      ))}
    </p>
  );
  return (
    <TextField
      name={name}
      label={label}
      type="email"
      autoComplete="email"
      options={{
        ...options,
        // Spain checks the address against the disposable-domain lists: start their download with the typing.
        // The market written out, not `isSpain`: the bundler drops the UK build's loader only for a literal
        // condition in this module (it keeps what an imported constant guards).
        onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
          if (import.meta.env.VITE_MARKET === 'ES') void loadDisposableLists().catch(() => undefined);
          options.onChange?.(event);
        },
        // The spelling helper loads when an address is first left, not with the form.
        onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
          const { value } = event.target;
          void import('@pronto/domain/email-suggest').then(({ suggestEmail }) => setSuggestions(suggestEmail(value)));
        },
      }}
      after={suggestion}
    />
  );
}
