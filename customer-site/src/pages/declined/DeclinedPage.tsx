import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';

export default function DeclinedPage() {
  return (
    <div className="container page narrow">
      <h1>{t.declined.title}</h1>
      <p className="lead">{t.declined.text}</p>
      <p>{t.declined.more}</p>
      <Link to={href('home')} className="btn btn-secondary">
        {t.notFound.home}
      </Link>
    </div>
  );
}
