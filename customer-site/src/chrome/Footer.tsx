import { Link } from '../app/router.tsx';
import { t } from '../i18n/index.ts';
import { footerText } from '../i18n/pages/footer.ts';
import { href } from '../app/routes.ts';
import { CardLogos } from './CardLogos.tsx';
import { publicItems } from './menu-items.ts';

/** Sister sites of the group (opened in a new tab). */
const sisterSites = [
  { name: 'Pronto España', url: 'https://www.pronto.es' },
  { name: 'Pronto Polska', url: 'https://www.pronto.pl' },
  { name: 'Pronto Česko', url: 'https://www.pronto.cz' },
];

/** The site's footer: the public pages, sister sites, card brands and the legal lines. */
export function Footer() {
  const first = publicItems.slice(0, 3);
  const rest = publicItems.slice(3);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label={t.menu.main}>
          <ul>
            {first.map((item) => (
              <li key={item.route}>
                <Link to={href(item.route)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footerText.more}>
          <ul>
            {rest.map((item) => (
              <li key={item.route}>
                <Link to={href(item.route)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">{footerText.sisters}</h2>
          <ul>
            {sisterSites.map((site) => (
              <li key={site.url}>
                <a href={site.url} target="_blank" rel="noopener noreferrer">
                  {site.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">{footerText.cards}</h2>
          <CardLogos label={footerText.cards} />
        </div>
      </div>
      <div className="container footer-legal">
        <p>{footerText.about}</p>
        {/* The example's figures are those of a loan taken out today: the home page works them out. */}
        <p>
          <a href="/#representative">{footerText.example}</a>
        </p>
        <p>
          <a href={t.footer.register.url} target="_blank" rel="noopener noreferrer">
            {t.footer.register.label}
          </a>
        </p>
        <p>
          © {new Date().getFullYear()} {t.brand}. {footerText.rights}
        </p>
      </div>
    </footer>
  );
}
