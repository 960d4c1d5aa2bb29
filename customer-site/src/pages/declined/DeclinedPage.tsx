import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';
import { declinedText } from '../../i18n/pages/declined.ts';

export default function DeclinedPage() {
  return (
    <div className="container page narrow">
      <h1>{declinedText.title}</h1>
      <p className="lead">{declinedText.text}</p>
      <p>{declinedText.more}</p>
      <Link to={href('home')} className="btn btn-secondary">
        {t.common.goHome}
      </Link>
    </div>
  );
}
