import { productPagesApiContract } from './product-pages-api.contract';
import { httpProductPages, inMemoryProductPages } from './product-pages-subjects';

productPagesApiContract('in-memory fake', inMemoryProductPages);
productPagesApiContract('HTTP adapter over the local fake server', httpProductPages);
