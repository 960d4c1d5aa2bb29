import type { ReactNode } from 'react';
import { Link } from '../app/router.tsx';
import { supportEmail, supportPhone } from '../app/config.ts';
import { href } from '../app/routes.ts';
import { t } from '../i18n/index.ts';
import { reassureText } from '../i18n/pages/reassure.ts';

/** A form and its side column: side by side on a desktop, the side column under the form on a phone. */
export function FormLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className="form-layout">
      <div className="form-main">{children}</div>
      <aside className="form-aside">{aside}</aside>
    </div>
  );
}

/** Why it is safe to go on: the soft check, data protection and who regulates the lender. */
export function SafeCard() {
  const [soft, data, regulated] = reassureText.reassure;
  return (
    <section className="aside-card is-safe" aria-labelledby="safe-title">
      <h2 id="safe-title">{reassureText.reassureTitle}</h2>
      {[soft, data, regulated].map((item) =>
        item ? (
          <p key={item[0]}>
            <strong>{item[0]}.</strong> {item[1]}
          </p>
        ) : null,
      )}
      <p>
        <Link to={href('dataProtection')}>{reassureText.dataLink}</Link>
      </p>
      <p>
        <a href={t.footer.register.url} target="_blank" rel="noopener noreferrer">
          {t.footer.register.label}
        </a>
      </p>
    </section>
  );
}

/** What follows the registration form. */
export function NextStepsCard() {
  return (
    <section className="aside-card" aria-labelledby="next-title">
      <h2 id="next-title">{reassureText.nextTitle}</h2>
      <ol className="aside-steps">
        {reassureText.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** Help by phone and e-mail. */
export function HelpCard() {
  return (
    <section className="aside-card" aria-labelledby="help-title">
      <h2 id="help-title">{reassureText.helpTitle}</h2>
      <p>
        <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a>
        <br />
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </section>
  );
}
