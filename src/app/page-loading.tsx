import { DotLoading } from 'antd-mobile';

/**
 * Shown while the first route's loader runs (the user info on a cold start): the frame index.html
 * drew before the JavaScript (boot-frame.css), with the loading dots in the page's place.
 */
export function PageLoading() {
  return (
    <div className="boot-frame">
      <div className="boot-menu" />
      <div className="boot-main">
        <div className="boot-header" />
        <div className="boot-page" role="status">
          <DotLoading color="currentColor" />
        </div>
        <div className="boot-bar" />
      </div>
    </div>
  );
}
