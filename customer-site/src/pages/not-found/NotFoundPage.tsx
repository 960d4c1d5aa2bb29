import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { notFoundText } from '../../i18n/pages/not-found.ts';

/** /404: title Page not found!, heading Error and 404. */
export default function NotFoundPage() {
  return (
    <div className="container page narrow">
      <h1>{notFoundText.heading}</h1>
      <p className="error-code">{notFoundText.code}</p>
      <h2>{notFoundText.title}</h2>
      <p>{notFoundText.text}</p>
      <Link to={href('home')} className="btn btn-primary">
        {notFoundText.home}
      </Link>
    </div>
  );
}
