import { Illustration } from '../../chrome/Illustration.tsx';
import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { notFoundText } from '../../i18n/pages/not-found.ts';
import { publicItems } from '../../chrome/menu-items.ts';

/** Where a lost visitor most often wants to go. */
const helpful = new Set(['howItWorks', 'faq', 'contact']);

/** /404: title Page not found!, heading Error and 404. */
export default function NotFoundPage() {
  return (
    <div className="container page narrow">
      <Illustration name="lost" />
      <h1>{notFoundText.heading}</h1>
      <p className="error-code">{notFoundText.code}</p>
      <h2>{notFoundText.title}</h2>
      <p>{notFoundText.text}</p>
      <Link to={href('home')} className="btn btn-primary">
        {notFoundText.home}
      </Link>
      <nav aria-labelledby="not-found-elsewhere" className="next-steps">
        <p id="not-found-elsewhere">{notFoundText.elsewhere}</p>
        <ul>
          {publicItems
            .filter((item) => helpful.has(item.route))
            .map((item) => (
              <li key={item.route}>
                <Link to={href(item.route)}>{item.label}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
