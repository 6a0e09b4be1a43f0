/** Leaflet and its stylesheet, as one lazily imported chunk (only the contact page's map loads it). */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

export default L;
