import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** The Scola mark (same drawing as `public/favicon.svg`). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1746a2" />
      <path d="M32 14 8 26l24 12 19-9.5V40h5V26z" fill="#fff" />
      <path d="M18 35.5V44c0 3.9 6.3 7 14 7s14-3.1 14-7v-8.5L32 42.5z" fill="#ffc94d" />
    </svg>
  );
}

export interface BrandLinkProps {
  /** i18n key of a small badge shown after the name (e.g. the maths corner). */
  badgeKey?: string;
  to?: string;
}

/** Logo + product name, linking home. Plain markup (`site.css`): the landing page's header has no MUI runtime. */
export function BrandLink({ badgeKey, to = paths.home() }: BrandLinkProps) {
  const { t } = useTranslation();
  return (
    <div className="s-brand">
      <RouterLink className="s-brand-link" to={to} aria-label={`${t('app.name')}, ${t('nav.home')}`}>
        <BrandMark />
        <span className="s-brand-name">{t('app.name')}</span>
      </RouterLink>
      {badgeKey ? <span className="s-brand-badge">{t(badgeKey)}</span> : null}
    </div>
  );
}
