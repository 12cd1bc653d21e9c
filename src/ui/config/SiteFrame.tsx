// The published site as visitors see it. frameUrl was checked on the server (resolveFrameUrl): always a
// path of this site. Pages inside a frame never redirect an owner to /config, so this cannot nest.
export function SiteFrame({ frameUrl }: { frameUrl: string }) {
  return <iframe className="config-site-frame" src={frameUrl} title="Site preview" name="site-frame" />;
}
