import '@betfront/ui/tokens.css';
import { DesignGallery } from '@betfront/ui/gallery';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<DesignGallery />);
