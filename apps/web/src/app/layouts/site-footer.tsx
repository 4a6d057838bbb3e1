import type { User } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/react';
import { BrandMark } from './brand';
import { catalogueLinks } from './catalogue-links';
import { paths } from '../../config/paths';
import { roleAreas } from '../../config/role-areas';

interface FooterLink {
  to: string;
  labelKey: string;
}

/** The catalogue's lists, the class packages after the classes, then the study tips and stories. */
const exploreLinks: readonly FooterLink[] = [
  ...catalogueLinks.slice(0, 1),
  { to: paths.classPackages(), labelKey: 'nav.classPackages' },
  ...catalogueLinks.slice(1),
  { to: paths.inspire(), labelKey: 'footer.inspire' },
];

/** Tutors get their workspace; everyone else the way to become one. */
function tutorLinks(scope: readonly string[] | undefined): FooterLink[] {
  const tutorArea = roleAreas(scope).find((area) => area.role === 'tutor');
  return tutorArea
    ? [{ to: tutorArea.to, labelKey: 'footer.tutorArea' }]
    : [{ to: paths.tutorSignUp(), labelKey: 'footer.becomeTutor' }];
}

const legalLinks: readonly FooterLink[] = [
  { to: paths.privacyPolicy(), labelKey: 'footer.privacy' },
  { to: paths.termsOfUse(), labelKey: 'footer.terms' },
];

function FooterColumn({ titleKey, links }: { titleKey: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(titleKey)}>
      <h2 className="s-footer-title">{t(titleKey)}</h2>
      <ul className="s-footer-list">
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to}>{t(link.labelKey)}</RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Site footer: about text, catalogue and tutor links, and the privacy policy and terms of use. Plain markup
 * (`site.css`): the landing page has no MUI runtime (ADR 0011).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { user } = useAuth<User>();
  return (
    <footer className="s-footer">
      <div className="s-container s-footer-inner">
        <div className="s-footer-grid">
          <div className="s-footer-about">
            <div className="s-footer-brand">
              <BrandMark size={28} />
              <span>{t('app.name')}</span>
            </div>
            <p className="s-body2 s-footer-soft">{t('footer.about')}</p>
          </div>
          <FooterColumn titleKey="footer.explore" links={exploreLinks} />
          <FooterColumn titleKey="footer.forTutors" links={tutorLinks(user?.scope)} />
          <FooterColumn titleKey="footer.legal" links={legalLinks} />
        </div>
        <p className="s-body2 s-footer-soft s-footer-copy">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
