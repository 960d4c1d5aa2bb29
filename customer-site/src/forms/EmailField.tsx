import { useState } from 'react';
import { useFormContext, type RegisterOptions } from './form.tsx';
import { loadDisposableLists, suggestEmail } from '@pronto/domain';
import { isSpain } from '../app/config.ts';
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
        onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
          if (isSpain) void loadDisposableLists().catch(() => undefined);
          options.onChange?.(event);
        },
        onBlur: (event: React.FocusEvent<HTMLInputElement>) => setSuggestions(suggestEmail(event.target.value)),
      }}
      after={suggestion}
    />
  );
}
