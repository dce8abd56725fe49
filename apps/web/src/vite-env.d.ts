/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MAIN_API_URL?: string;
  readonly VITE_REAL_ESTATE_API_URL?: string;
  readonly VITE_PRIMARY_API_URL?: string;
}

/** The URL of the map's offline basemap, a GeoJSON file of the states (apps/web/scripts/us-states-basemap.ts). */
declare module 'virtual:us-states-basemap' {
  const url: string;
  export default url;
}
