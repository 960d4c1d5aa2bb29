import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';

/** /404: title Page not found!, heading Error and 404. */
export default function NotFoundPage() {
  return (
    <div className="container page narrow">
      <h1>{t.notFound.heading}</h1>
      <p className="error-code">{t.notFound.code}</p>
      <h2>{t.notFound.title}</h2>
      <p>{t.notFound.text}</p>
      <Link to={href('home')} className="btn btn-primary">
        {t.notFound.home}
      </Link>
    </div>
  );
}
