// Self-hosted fonts (no font CDN): only the weights and the Latin subsets the screens use.
import '@fontsource/fredoka/latin-600.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/fraunces/latin-600.css';
