import fp from 'fastify-plugin';
import { listenForNotifications } from '../../../db/notifications';
import { CATALOGUE_CHANGE_CHANNEL } from './cache-dependencies';
import { CatalogueCache } from './catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cache of public catalogue reads (disabled when `CATALOGUE_CACHE_ENTRIES=0`). */
    catalogueCache: CatalogueCache;
    catalogueChanges: {
      /** Resolves once every catalogue change committed before the call has cleared the cache (tests). */
      sync(): Promise<void>;
    };
  }
}

/**
 * Creates the catalogue read cache from the configuration and keeps it correct: it LISTENs on `catalogue_changed`
 * (notified by the triggers of migrations 0003 and 0036 whoever writes: this instance, another one, or SQL by
 * hand) and clears the namespaces the changed table feeds, or for changed classes only the answers that can show them. The cache is bypassed until listening works and again
 * whenever the connection is lost, and starts empty each time listening (re)starts.
 */
export const catalogueCachePlugin = fp(
  async (app) => {
    const cache = new CatalogueCache(app.config.catalogueCache);
    app.decorate('catalogueCache', cache);
    if (!cache.enabled) {
      app.decorate('catalogueChanges', { sync: () => Promise.resolve() });
      return;
    }
    const listener = await listenForNotifications(app.db, CATALOGUE_CHANGE_CHANNEL, {
      onNotification: (payload) => cache.changed(payload),
      onListening: () => {
        cache.setListening(true);
        app.log.debug('catalogue cache: watching catalogue changes');
      },
      onLost: (error) => {
        cache.setListening(false);
        app.log.warn(
          { err: error },
          'catalogue cache bypassed: not watching catalogue changes (LISTEN connection down), retrying',
        );
      },
    });
    app.decorate('catalogueChanges', { sync: () => listener.sync() });
    app.addHook('onClose', async () => {
      cache.setListening(false);
      await listener.stop();
    });
  },
  { name: 'scola-catalogue-cache', dependencies: ['scola-app-context', 'scola-db'] },
);
