import { useId, useState } from 'react';
import { contactText } from '../../i18n/pages/contact.ts';
import type { CaptchaProps } from './captcha.ts';

/** Offline captcha: an "I'm not a robot" checkbox whose token the mock server accepts (mock-captcha-ok-...). */
export function MockCaptcha({ siteKey, label, onToken }: CaptchaProps) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  return (
    <div className="captcha" role="group" aria-label={label}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onToken(event.target.checked ? `mock-captcha-ok-${siteKey}-${crypto.randomUUID()}` : null);
        }}
      />
      <label htmlFor={id}>{contactText.robot}</label>
    </div>
  );
}
