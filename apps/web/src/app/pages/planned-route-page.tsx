import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PlannedPage } from '../../components/planned-page';
import { isPageHandle } from '../route-meta';

/** Route component of every planned page: reads its title and path from the route's handle. */
export function PlannedRoutePage() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1);
  if (!handle) return null;
  return <PlannedPage title={t(handle.titleKey)} path={handle.path} />;
}

export default PlannedRoutePage;
