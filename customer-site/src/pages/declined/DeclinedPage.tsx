import { Illustration } from '../../chrome/Illustration.tsx';
import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';
import { declinedText } from '../../i18n/pages/declined.ts';

export default function DeclinedPage() {
  return (
    <div className="container page narrow">
      <Illustration name="declined" />
      <h1>{declinedText.title}</h1>
      <p className="lead">{declinedText.text}</p>
      <p>{declinedText.more}</p>
      <Link to={href('home')} className="btn btn-secondary">
        {t.common.goHome}
      </Link>
      <section aria-labelledby="declined-next" className="next-steps">
        <h2 id="declined-next">{declinedText.nextTitle}</h2>
        <ul>
          <li>{declinedText.creditFile}</li>
          <li>
            {declinedText.advice.before}{' '}
            <a href={declinedText.advice.url} target="_blank" rel="noopener noreferrer">
              {declinedText.advice.label}
            </a>
          </li>
          <li>
            {declinedText.ask.before} <Link to={href('contact')}>{declinedText.ask.label}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
