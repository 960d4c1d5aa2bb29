import { useLocation } from '../../app/router.tsx';
import { isSpain } from '../../app/config.ts';
import { urlOf, routes } from '../../app/routes.ts';
import { contentEn } from './content-en.ts';
import { contentEs } from './content-es.ts';
import type { StaticContent, StaticPageContent } from './content-types.ts';

const content: StaticContent = isSpain ? contentEs : contentEn;
type PageKey = keyof StaticContent;
const keys: readonly PageKey[] = ['aboutUs', 'faq', 'privacyPolicy', 'cookiePolicy', 'dataProtection'];

function pageFor(pathname: string): PageKey {
  const route = routes.find((r) => (keys as readonly string[]).includes(r.name) && urlOf(r) === pathname);
  return (route?.name as PageKey | undefined) ?? 'aboutUs';
}

function Article({ page }: { page: StaticPageContent }) {
  return (
    <>
      <h1>{page.title}</h1>
      <p className="lead">{page.intro}</p>
      {page.sections.map((section, i) => (
        <section key={section.heading ?? i}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** About us, FAQ, privacy, cookie policy and data protection, by url. */
export default function StaticPage() {
  const key = pageFor(useLocation().pathname);
  return (
    <div className="container page prose">
      {key === 'faq' ? (
        <>
          <h1>{content.faq.title}</h1>
          <p className="lead">{content.faq.intro}</p>
          <dl className="faq">
            {content.faq.items.map((item) => (
              <div key={item.q}>
                <dt>{item.q}</dt>
                <dd>{item.a}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <Article page={content[key]} />
      )}
    </div>
  );
}
