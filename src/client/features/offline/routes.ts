import { DownloadsPage } from './components/downloads-page.tsx';

export const downloadsRoute = () => ({ Component: DownloadsPage });
