import {
  mdiAccountOutline,
  mdiBookOpenPageVariantOutline,
  mdiDownload,
  mdiFileDocumentOutline,
} from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import Typography from '@mui/material/Typography';
import type { OwnedMaterial } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { CardFact } from '../../../components/card-parts';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorText } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format';
import { SaveOfflineButton } from '../../offline';
import { useMaterialDownload } from '../api/collections';
import { CollectionCard } from './collection-card';
import { paths } from '../../../config/paths';

/** Sends the browser to a download link (the API answers it as an attachment, so the page stays). */
export type OpenLink = (url: string) => void;

const openInPlace: OpenLink = (url) => {
  window.location.assign(url);
};

/**
 * A card of `/beranda/koleksi-materi`: the material, a download button, a link to read it in the page and saving it
 * for offline. The download asks the API for a short-lived link to the full PDF, then opens it: the browser
 * downloads the file.
 */
export function OwnedMaterialCard({
  material,
  openLink = openInPlace,
}: {
  material: OwnedMaterial;
  openLink?: OpenLink;
}) {
  const { t, i18n } = useTranslation();
  const download = useMaterialDownload();
  return (
    <CollectionCard
      kind="owned-material"
      coverUrl={material.coverUrl}
      chips={[material.level, material.subject.name]}
      title={material.title}
      to={paths.materialDetail(material.id)}
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiDownload} />}
            loading={download.isPending}
            onClick={() => download.mutate(material.id, { onSuccess: (link) => openLink(link.url) })}
            aria-label={t('collections.materials.downloadNamed', { title: material.title })}
            data-download-button=""
          >
            {t('collections.materials.download')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.materialCollection({ baca: material.id })}
            variant="outlined"
            startIcon={<MdiIcon path={mdiBookOpenPageVariantOutline} />}
            aria-label={t('offline.viewer.readNamed', { title: material.title })}
          >
            {t('offline.viewer.read')}
          </Button>
          <SaveOfflineButton
            kind="material"
            id={material.id}
            title={material.title}
            owner={{ itemType: 'materi', itemId: material.id }}
            courseId={null}
          />
          {download.isError ? (
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>
              {errorText(t, download.error)}
            </Alert>
          ) : null}
        </>
      }
    >
      <CardFact icon={mdiAccountOutline}>{material.tutor.name}</CardFact>
      <CardFact icon={mdiFileDocumentOutline}>
        {t('collections.materials.pages', { count: material.pageCount })}
      </CardFact>
      <Typography variant="body2" color="text.secondary">
        {t('collections.ownedSince', { date: formatDate(material.grantedAt, i18n.language) })}
      </Typography>
    </CollectionCard>
  );
}
