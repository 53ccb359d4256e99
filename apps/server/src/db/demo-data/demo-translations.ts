import type { Locale, Translations } from '@shop/domain';

/**
 * The demo menu's and stores' text in Spanish, Simplified Chinese and Traditional Chinese (decision 020), keyed by
 * the English base text: the words a tea shop in Madrid, Shanghai and Taipei would print. Traditional Chinese uses
 * Taiwan wording (可頌, 蛋塔, 鮮奶). The loader looks every base text up here, so a demo text without its
 * translations fails the demo data test instead of showing English to a Chinese reader.
 */
const texts: Record<string, [es: string, zhCN: string, zhHant: string]> = {
  // Categories
  'Milk Tea': ['Té con leche', '奶茶', '奶茶'],
  'Fruit Tea': ['Té de frutas', '水果茶', '水果茶'],
  Coffee: ['Café', '咖啡', '咖啡'],
  Bread: ['Pan', '面包', '麵包'],
  Cakes: ['Pasteles', '蛋糕', '蛋糕'],
  'Cake Slices': ['Porciones de tarta', '切块蛋糕', '切片蛋糕'],
  'Whole Cakes': ['Tartas enteras', '整模蛋糕', '整顆蛋糕'],
  Snacks: ['Dulces y snacks', '小食', '點心'],
  'Breakfast Sets': ['Desayunos', '早餐套餐', '早餐套餐'],

  // Group-meal set menus (group-meals.ts)
  'Afternoon tea for 4–8': ['Merienda para 4–8', '4–8人下午茶', '4–8人下午茶'],
  'A pot of tea for each guest, with scones, cake slices and egg tarts to share.': [
    'Una tetera para cada invitado, con scones, porciones de tarta y tartaletas de huevo para compartir.',
    '每位客人一壶茶，另有司康、切块蛋糕和蛋挞共享。',
    '每位客人一壺茶，另有司康、切片蛋糕和蛋塔共享。',
  ],
  'Team lunch for 6–12': ['Comida de equipo para 6–12', '6–12人团队午餐', '6–12人團隊午餐'],
  'Sandwiches, salads, a whole cake and a drink for everyone, served at one long table.': [
    'Sándwiches, ensaladas, una tarta entera y una bebida para cada uno, servidos en una mesa larga.',
    '三明治、沙拉、一整个蛋糕，每人一杯饮品，长桌同席。',
    '三明治、沙拉、一整顆蛋糕，每人一杯飲品，長桌同席。',
  ],

  // Milk tea
  'Classic Pearl Milk Tea': ['Té con leche y perlas clásico', '经典珍珠奶茶', '經典珍珠奶茶'],
  'Assam black tea with fresh milk and slow-cooked tapioca pearls.': [
    'Té negro Assam con leche fresca y perlas de tapioca cocidas a fuego lento.',
    '阿萨姆红茶配鲜牛奶与慢火熬煮的珍珠。',
    '阿薩姆紅茶搭配鮮奶與慢火熬煮的珍珠。',
  ],
  'Brown Sugar Boba Milk': ['Leche con perlas y azúcar moreno', '黑糖珍珠鲜奶', '黑糖珍珠鮮奶'],
  'Fresh milk streaked with warm brown-sugar syrup and chewy boba.': [
    'Leche fresca con vetas de sirope de azúcar moreno y perlas elásticas.',
    '温热黑糖浆挂壁，鲜奶配Q弹珍珠。',
    '溫熱黑糖漿掛杯，鮮奶配Q彈珍珠。',
  ],
  'Taro Milk Tea': ['Té con leche y taro', '芋泥奶茶', '芋頭奶茶'],
  'Creamy mashed taro blended with jasmine milk tea.': [
    'Puré cremoso de taro con té con leche de jazmín.',
    '绵密芋泥融入茉莉奶茶。',
    '綿密芋泥融入茉莉奶茶。',
  ],
  'Jasmine Green Milk Tea': ['Té verde de jazmín con leche', '茉莉奶绿', '茉香奶綠'],
  'Fragrant jasmine green tea softened with milk.': [
    'Aromático té verde de jazmín suavizado con leche.',
    '清香茉莉绿茶，加入牛奶更柔和。',
    '清香茉莉綠茶，加入鮮奶更柔順。',
  ],
  'Oolong Cheese Foam Tea': ['Oolong con espuma de queso', '芝士奶盖乌龙', '芝士奶蓋烏龍'],
  'Roasted oolong under a salted cream-cheese cap.': [
    'Oolong tostado bajo una capa de espuma de queso crema salada.',
    '炭焙乌龙，覆上咸香芝士奶盖。',
    '炭焙烏龍，覆上鹹香芝士奶蓋。',
  ],
  'Matcha Red Bean Latte': ['Latte de matcha con judías rojas', '抹茶红豆拿铁', '抹茶紅豆拿鐵'],
  'Stone-ground Uji matcha, milk and honeyed red beans.': [
    'Matcha de Uji molido a la piedra, leche y judías rojas con miel.',
    '石磨宇治抹茶、牛奶与蜜红豆。',
    '石磨宇治抹茶、鮮奶與蜜紅豆。',
  ],
  'Coconut Sago Milk Tea': ['Té con leche de coco y sagú', '椰香西米奶茶', '椰香西米露奶茶'],
  'Coconut milk tea with pearly sago.': [
    'Té con leche de coco y perlitas de sagú.',
    '椰奶茶配晶莹西米。',
    '椰奶茶配晶瑩西米露。',
  ],
  'Hojicha Milk Tea': ['Té con leche hojicha', '焙茶奶茶', '焙茶奶茶'],
  'Toasty roasted green tea with a smooth milk finish.': [
    'Té verde tostado con un final suave de leche.',
    '焦香焙茶，尾韵奶香顺滑。',
    '焦香焙茶，尾韻奶香滑順。',
  ],

  // Fruit tea
  'Mango Pomelo Sago': ['Mango, pomelo y sagú', '杨枝甘露', '楊枝甘露'],
  'Ripe mango, pomelo pulp and sago in coconut milk.': [
    'Mango maduro, pulpa de pomelo y sagú en leche de coco.',
    '熟芒果、西柚果粒与西米，浸在椰奶里。',
    '熟芒果、柚子果粒與西米露，浸在椰奶裡。',
  ],
  'Strawberry Jasmine Tea': ['Té de jazmín con fresa', '草莓茉莉茶', '草莓茉莉綠茶'],
  'Hand-crushed strawberries over cold-brewed jasmine tea.': [
    'Fresas machacadas a mano sobre té de jazmín infusionado en frío.',
    '手捣草莓，配冷泡茉莉茶。',
    '手搗草莓，配冷泡茉莉綠茶。',
  ],
  'Passion Fruit Green Tea': ['Té verde con maracuyá', '百香果绿茶', '百香綠茶'],
  'Tangy passion fruit with green tea and a squeeze of lime.': [
    'Maracuyá ácida con té verde y un toque de lima.',
    '酸爽百香果配绿茶，挤入青柠汁。',
    '酸甜百香果配綠茶，擠入萊姆汁。',
  ],
  'Lemon Black Tea': ['Té negro con limón', '柠檬红茶', '檸檬紅茶'],
  'Hand-pressed lemon and Ceylon black tea.': [
    'Limón exprimido a mano y té negro de Ceilán.',
    '手打柠檬配锡兰红茶。',
    '手壓檸檬配錫蘭紅茶。',
  ],
  'Grape Cheese Foam Tea': ['Té de uva con espuma de queso', '芝士葡萄', '芝芝葡萄'],
  'Peeled Kyoho grapes, green tea and cheese foam.': [
    'Uvas Kyoho peladas, té verde y espuma de queso.',
    '现剥巨峰葡萄、绿茶与芝士奶盖。',
    '現剝巨峰葡萄、綠茶與芝士奶蓋。',
  ],
  'Peach Oolong Tea': ['Té oolong con melocotón', '白桃乌龙', '白桃烏龍'],
  'White peach with light oolong, lightly sweet.': [
    'Melocotón blanco con oolong suave, ligeramente dulce.',
    '白桃配清香乌龙，微甜。',
    '白桃配清香烏龍，微甜。',
  ],
  'Lychee Rose Tea': ['Té de lichi y rosa', '荔枝玫瑰茶', '荔枝玫瑰綠茶'],
  'Lychee and rose petals over green tea.': [
    'Lichi y pétalos de rosa sobre té verde.',
    '荔枝与玫瑰花瓣，配绿茶。',
    '荔枝與玫瑰花瓣，配綠茶。',
  ],
  'Watermelon Slush': ['Granizado de sandía', '西瓜冰沙', '西瓜冰沙'],
  'Seasonal watermelon blended with ice. Limited daily batch.': [
    'Sandía de temporada batida con hielo. Cantidad limitada cada día.',
    '当季西瓜加冰打成冰沙，每日限量。',
    '當季西瓜加冰打成冰沙，每日限量。',
  ],

  // Coffee
  Americano: ['Americano', '美式咖啡', '美式咖啡'],
  'Double shot of our house espresso with water.': [
    'Doble de nuestro espresso de la casa con agua.',
    '双份自家意式浓缩加水。',
    '雙份自家義式濃縮加水。',
  ],
  'Caffè Latte': ['Café con leche', '拿铁', '拿鐵'],
  'Espresso with silky steamed milk.': [
    'Espresso con leche vaporizada sedosa.',
    '意式浓缩配丝滑蒸奶。',
    '義式濃縮配絲滑蒸奶。',
  ],
  Cappuccino: ['Capuchino', '卡布奇诺', '卡布奇諾'],
  'Espresso, steamed milk and a thick foam cap.': [
    'Espresso, leche vaporizada y una espesa capa de espuma.',
    '意式浓缩、蒸奶与厚厚的奶泡。',
    '義式濃縮、蒸奶與厚厚的奶泡。',
  ],
  'Flat White': ['Flat white', '澳白', '小白咖啡'],
  'Ristretto with a thin layer of velvety milk.': [
    'Ristretto con una fina capa de leche aterciopelada.',
    '短萃浓缩配一层薄薄的丝绒奶。',
    '短萃濃縮配一層薄薄的絲絨奶。',
  ],
  'Osmanthus Oat Latte': ['Latte de avena con osmanto', '桂花燕麦拿铁', '桂花燕麥拿鐵'],
  'Oat milk latte with osmanthus honey.': [
    'Latte con bebida de avena y miel de osmanto.',
    '燕麦奶拿铁配桂花蜜。',
    '燕麥奶拿鐵配桂花蜜。',
  ],
  'Coconut Cold Brew': ['Cold brew con coco', '生椰冷萃', '椰香冷萃咖啡'],
  'Eighteen-hour cold brew over coconut water ice.': [
    'Café infusionado en frío durante dieciocho horas sobre hielo de agua de coco.',
    '十八小时冷萃，配椰子水冰块。',
    '十八小時冷萃，配椰子水冰塊。',
  ],
  Mocha: ['Moca', '摩卡', '摩卡'],
  'Espresso, dark chocolate and milk.': [
    'Espresso, chocolate negro y leche.',
    '意式浓缩、黑巧克力与牛奶。',
    '義式濃縮、黑巧克力與鮮奶。',
  ],

  // Bread
  'Butter Croissant': ['Cruasán de mantequilla', '黄油可颂', '奶油可頌'],
  'Flaky croissant laminated with French butter.': [
    'Cruasán hojaldrado con mantequilla francesa.',
    '法国黄油层层开酥的可颂。',
    '法國奶油層層折疊的酥脆可頌。',
  ],
  'Pork Floss Bun': ['Bollo de hilo de cerdo', '肉松面包', '肉鬆麵包'],
  'Soft milk bun with mayonnaise and savoury pork floss.': [
    'Bollo tierno de leche con mayonesa e hilo de cerdo salado.',
    '松软奶香面包，抹沙拉酱裹满肉松。',
    '鬆軟牛奶麵包，抹美乃滋裹滿肉鬆。',
  ],
  'Sourdough Loaf': ['Hogaza de masa madre', '酸种面包', '酸種麵包'],
  'Naturally leavened country loaf, baked every morning.': [
    'Hogaza rústica de fermentación natural, horneada cada mañana.',
    '天然酵种乡村面包，每天早上现烤。',
    '天然酵種鄉村麵包，每天早上現烤。',
  ],
  'Hokkaido Milk Toast': ['Pan de leche de Hokkaido', '北海道牛奶吐司', '北海道牛奶吐司'],
  'Cloud-soft tangzhong milk loaf, sliced.': [
    'Pan de leche tangzhong, suave como una nube, en rebanadas.',
    '汤种工艺，云朵般柔软的牛奶吐司，已切片。',
    '湯種工法，雲朵般柔軟的牛奶吐司，已切片。',
  ],
  'Red Bean Bun': ['Bollo de judía roja', '红豆面包', '紅豆麵包'],
  'Sweet bun filled with smooth red bean paste.': [
    'Bollo dulce relleno de crema suave de judía roja.',
    '甜面包包入细滑红豆沙。',
    '甜麵包包入細滑紅豆泥。',
  ],
  'Cheese Danish': ['Danés de queso', '芝士丹麦', '起司丹麥'],
  'Buttery pastry around a baked cream-cheese centre.': [
    'Hojaldre mantecoso con un centro de queso crema horneado.',
    '黄油酥皮包裹烤芝士奶酪馅。',
    '奶油酥皮包裹烤奶油起司餡。',
  ],
  'Matcha Swirl Brioche': ['Brioche en espiral de matcha', '抹茶卷布里欧修', '抹茶捲布里歐'],
  'Rich brioche rolled with matcha cream.': [
    'Brioche tierno enrollado con crema de matcha.',
    '浓郁布里欧修卷入抹茶奶油。',
    '濃郁布里歐捲入抹茶奶油。',
  ],

  // Cakes
  'Strawberry Shortcake Slice': [
    'Porción de tarta de fresas y nata',
    '草莓奶油蛋糕（切块）',
    '草莓鮮奶油蛋糕（切片）',
  ],
  'Vanilla chiffon, fresh cream and strawberries.': [
    'Bizcocho chiffon de vainilla, nata fresca y fresas.',
    '香草戚风、鲜奶油与草莓。',
    '香草戚風、鮮奶油與草莓。',
  ],
  'Tiramisu Slice': ['Porción de tiramisú', '提拉米苏（切块）', '提拉米蘇（切片）'],
  'Espresso-soaked savoiardi with mascarpone and cocoa.': [
    'Bizcochos de soletilla bañados en espresso con mascarpone y cacao.',
    '浸透浓缩咖啡的手指饼干，配马斯卡彭与可可粉。',
    '浸透濃縮咖啡的手指餅乾，配馬斯卡彭與可可粉。',
  ],
  'Mango Mousse Slice': ['Porción de mousse de mango', '芒果慕斯（切块）', '芒果慕斯（切片）'],
  'Light mango mousse on an almond base.': [
    'Mousse ligera de mango sobre base de almendra.',
    '轻盈芒果慕斯，杏仁蛋糕底。',
    '輕盈芒果慕斯，杏仁蛋糕底。',
  ],
  'Matcha Roll Slice': ['Porción de brazo de matcha', '抹茶蛋糕卷（切块）', '抹茶生乳捲（切片）'],
  'Matcha sponge rolled around red bean cream.': [
    'Bizcocho de matcha enrollado con crema de judía roja.',
    '抹茶蛋糕卷入红豆奶油。',
    '抹茶蛋糕捲入紅豆奶油。',
  ],
  'Black Forest Slice': ['Porción de Selva Negra', '黑森林蛋糕（切块）', '黑森林蛋糕（切片）'],
  'Chocolate sponge, kirsch cherries and whipped cream.': [
    'Bizcocho de chocolate, cerezas al kirsch y nata montada.',
    '巧克力蛋糕、樱桃酒渍樱桃与打发奶油。',
    '巧克力蛋糕、櫻桃酒漬櫻桃與打發鮮奶油。',
  ],
  'Strawberry Cream Cake 6"': ['Tarta de fresas y nata 6"', '6寸草莓奶油蛋糕', '6吋草莓鮮奶油蛋糕'],
  'Six-inch celebration cake with fresh strawberries. Order a day ahead.': [
    'Tarta de celebración de seis pulgadas con fresas frescas. Encárgala con un día de antelación.',
    '6寸庆祝蛋糕，铺满新鲜草莓。请提前一天预订。',
    '6吋慶祝蛋糕，鋪滿新鮮草莓。請提前一天預訂。',
  ],
  '6 inch': ['6 pulgadas', '6寸', '6吋'],
  'Durian Mille Crêpe 8"': ['Milhojas de crepes de durián 8"', '8寸榴莲千层', '8吋榴槤千層'],
  'Twenty layers of crêpe with Musang King durian cream.': [
    'Veinte capas de crepe con crema de durián Musang King.',
    '二十层班戟皮，夹猫山王榴莲奶油。',
    '二十層可麗餅皮，夾貓山王榴槤奶油。',
  ],
  '8 inch': ['8 pulgadas', '8寸', '8吋'],
  'Chocolate Truffle Cake 6"': ['Tarta trufa de chocolate 6"', '6寸巧克力松露蛋糕', '6吋巧克力松露蛋糕'],
  'Dark chocolate ganache over a moist cocoa sponge.': [
    'Ganache de chocolate negro sobre un jugoso bizcocho de cacao.',
    '黑巧克力甘纳许，覆在湿润可可蛋糕上。',
    '黑巧克力甘納許，覆在濕潤可可蛋糕上。',
  ],

  // Snacks
  'Portuguese Egg Tart': ['Pastel de nata', '葡式蛋挞', '葡式蛋塔'],
  'Blistered custard in crisp puff pastry, warm from the oven.': [
    'Crema tostada en hojaldre crujiente, recién salida del horno.',
    '焦糖斑点蛋奶馅，酥脆挞皮，出炉温热。',
    '焦糖斑點蛋奶餡，酥脆塔皮，出爐溫熱。',
  ],
  'Matcha Macarons (3 pcs)': ['Macarons de matcha (3 uds.)', '抹茶马卡龙（3枚）', '抹茶馬卡龍（3入）'],
  'Almond shells with matcha white-chocolate ganache.': [
    'Conchas de almendra con ganache de chocolate blanco y matcha.',
    '杏仁饼壳，夹抹茶白巧克力甘纳许。',
    '杏仁餅殼，夾抹茶白巧克力甘納許。',
  ],
  '3 pcs': ['3 uds.', '3枚', '3入'],
  'Chocolate Chip Cookie': ['Galleta con pepitas de chocolate', '巧克力豆曲奇', '巧克力豆餅乾'],
  'Brown-butter cookie with dark chocolate chunks.': [
    'Galleta de mantequilla tostada con trozos de chocolate negro.',
    '焦化黄油曲奇，拌入黑巧克力块。',
    '焦化奶油餅乾，拌入黑巧克力塊。',
  ],
  'Mochi Bites': ['Bocaditos de mochi', '麻薯小丸子', '麻糬小丸子'],
  'Soft glutinous rice bites dusted with roasted soybean flour.': [
    'Bocaditos tiernos de arroz glutinoso espolvoreados con harina de soja tostada.',
    '软糯糯米团，裹上黄豆粉。',
    '軟Q糯米糰，裹上黃豆粉。',
  ],
  'Sea Salt Pretzel': ['Pretzel con sal marina', '海盐碱水结', '海鹽蝴蝶餅'],
  'Lye-dipped pretzel with flaky sea salt.': [
    'Pretzel bañado en lejía alimentaria con escamas de sal marina.',
    '碱水浸泡烘烤，撒上海盐片。',
    '鹼水浸泡烘烤，撒上海鹽片。',
  ],
  'Pineapple Cake': ['Pastel de piña', '凤梨酥', '鳳梨酥'],
  'Shortbread filled with slow-cooked pineapple jam. Boxed.': [
    'Pasta quebrada rellena de mermelada de piña cocida a fuego lento. En caja.',
    '酥皮包入慢熬凤梨馅，盒装。',
    '酥皮包入慢熬鳳梨餡，盒裝。',
  ],
  boxed: ['en caja', '盒装', '盒裝'],

  // Sets
  'Croissant & Latte Set': ['Menú cruasán y café con leche', '可颂拿铁套餐', '可頌拿鐵套餐'],
  'A butter croissant with a regular caffè latte.': [
    'Un cruasán de mantequilla con un café con leche normal.',
    '一个黄油可颂，配一杯中杯拿铁。',
    '一個奶油可頌，配一杯中杯拿鐵。',
  ],
  'Milk Toast & Milk Tea Set': ['Menú pan de leche y té con leche', '吐司奶茶套餐', '吐司奶茶套餐'],
  'Two slices of milk toast with a classic pearl milk tea.': [
    'Dos rebanadas de pan de leche con un té con leche y perlas clásico.',
    '两片牛奶吐司，配一杯经典珍珠奶茶。',
    '兩片牛奶吐司，配一杯經典珍珠奶茶。',
  ],
  'Egg Tart Duo & Americano': ['Dos pasteles de nata y americano', '双蛋挞美式套餐', '雙蛋塔美式套餐'],
  'Two Portuguese egg tarts with an americano.': [
    'Dos pasteles de nata con un americano.',
    '两个葡式蛋挞，配一杯美式咖啡。',
    '兩個葡式蛋塔，配一杯美式咖啡。',
  ],
  'Afternoon Tea for Two': ['Merienda para dos', '双人下午茶', '雙人下午茶'],
  'Two fruit teas, a cake slice and macarons to share.': [
    'Dos tés de frutas, una porción de tarta y macarons para compartir.',
    '两杯水果茶、一块蛋糕和马卡龙，一起分享。',
    '兩杯水果茶、一片蛋糕和馬卡龍，一起分享。',
  ],

  // Option groups and options
  Size: ['Tamaño', '规格', '規格'],
  Regular: ['Normal', '中杯', '中杯'],
  Large: ['Grande', '大杯', '大杯'],
  Sugar: ['Azúcar', '甜度', '甜度'],
  'Full sugar': ['Azúcar normal', '全糖', '全糖'],
  'Half sugar': ['Media azúcar', '半糖', '半糖'],
  'No sugar': ['Sin azúcar', '无糖', '無糖'],
  Ice: ['Hielo', '冰量', '冰塊'],
  'Regular ice': ['Hielo normal', '正常冰', '正常冰'],
  'Less ice': ['Poco hielo', '少冰', '少冰'],
  'No ice': ['Sin hielo', '去冰', '去冰'],
  Hot: ['Caliente', '热饮', '熱飲'],
  Toppings: ['Toppings', '加料', '加料'],
  Pearls: ['Perlas', '珍珠', '珍珠'],
  'Coconut jelly': ['Gelatina de coco', '椰果', '椰果'],
  'Cheese foam': ['Espuma de queso', '芝士奶盖', '芝士奶蓋'],
  Temperature: ['Temperatura', '温度', '溫度'],
  Iced: ['Con hielo', '冰饮', '冰飲'],
  Milk: ['Leche', '奶', '奶類'],
  'Whole milk': ['Leche entera', '全脂牛奶', '全脂鮮奶'],
  'Oat milk': ['Bebida de avena', '燕麦奶', '燕麥奶'],

  // Stores, notice and banners
  'Amberleaf Tea & Bakery': ['Amberleaf Té y Panadería', '琥珀叶茶饮烘焙', '琥珀葉茶飲烘焙'],
  "Amberleaf Tea & Bakery (Jing'an Temple)": [
    'Amberleaf Té y Panadería (Templo de Jing’an)',
    '琥珀叶茶饮烘焙（静安寺店）',
    '琥珀葉茶飲烘焙（靜安寺店）',
  ],
  'Amberleaf Tea & Bakery (Xintiandi)': [
    'Amberleaf Té y Panadería (Xintiandi)',
    '琥珀叶茶饮烘焙（新天地店）',
    '琥珀葉茶飲烘焙（新天地店）',
  ],
  'Amberleaf Tea & Bakery (Lujiazui)': [
    'Amberleaf Té y Panadería (Lujiazui)',
    '琥珀叶茶饮烘焙（陆家嘴店）',
    '琥珀葉茶飲烘焙（陸家嘴店）',
  ],
  'Room 1203, 168 Middle Xizang Road, Huangpu District, Shanghai': [
    'Oficina 1203, Calle Xizang Central 168, distrito de Huangpu, Shanghái',
    '上海市黄浦区西藏中路168号1203室',
    '上海市黃浦區西藏中路168號1203室',
  ],
  "1F, 1618 Nanjing West Road, Jing'an District, Shanghai": [
    'Planta baja, Calle Nanjing Oeste 1618, distrito de Jing’an, Shanghái',
    '上海市静安区南京西路1618号1楼',
    '上海市靜安區南京西路1618號1樓',
  ],
  'Unit 102, 181 Taicang Road, Huangpu District, Shanghai': [
    'Local 102, Calle Taicang 181, distrito de Huangpu, Shanghái',
    '上海市黄浦区太仓路181号102单元',
    '上海市黃浦區太倉路181號102室',
  ],
  'B1-12, 8 Century Avenue, Pudong New Area, Shanghai': [
    'B1-12, Avenida del Siglo 8, Nueva Área de Pudong, Shanghái',
    '上海市浦东新区世纪大道8号B1-12',
    '上海市浦東新區世紀大道8號B1-12',
  ],
  'Fresh bakes from 07:00 every day.': [
    'Horneado del día desde las 07:00.',
    '每天07:00起新鲜出炉。',
    '每天07:00起新鮮出爐。',
  ],
  'Fruit tea season is here': ['Llega la temporada del té de frutas', '鲜果茶季上新', '鮮果茶季上市'],
  'Fresh bakes every morning': ['Recién horneado cada mañana', '每日清晨现烤', '每天早晨現烤'],
  'Member day: sets on sale': ['Día del socio: menús en oferta', '会员日：套餐特惠', '會員日：套餐優惠'],
  // Promotions (promotions.ts, issue 14)
  'Weekday afternoon drinks 20% off': [
    'Bebidas entre semana por la tarde con 20% de descuento',
    '工作日下午饮品八折',
    '平日午後飲品八折',
  ],
  'Every drink at 80% of its price, Monday to Friday from 14:00 to 17:00.': [
    'Todas las bebidas al 80% de su precio, de lunes a viernes de 14:00 a 17:00.',
    '周一至周五14:00至17:00，所有饮品八折。',
    '週一至週五14:00至17:00，所有飲品八折。',
  ],
  'Second milk tea half price': [
    'Segundo té con leche a mitad de precio',
    '第二杯奶茶半价',
    '第二杯奶茶半價',
  ],
  'Every second cup of the same milk tea costs half.': [
    'Cada segundo vaso del mismo té con leche cuesta la mitad.',
    '同款奶茶每第二杯半价。',
    '同款奶茶每第二杯半價。',
  ],
  'Spend ¥50, save ¥8': ['Gasta ¥50 y ahorra ¥8', '满50减8', '滿50減8'],
  '¥8 off when your goods come to ¥50 or more.': [
    '¥8 de descuento cuando tu compra llega a ¥50 o más.',
    '商品满50元立减8元。',
    '商品滿50元立減8元。',
  ],
  'Free egg tart over ¥80': ['Tartaleta de huevo gratis desde ¥80', '满80送蛋挞', '滿80送蛋塔'],
  'A Portuguese egg tart on the house when your goods come to ¥80 or more.': [
    'Una tartaleta de huevo portuguesa de regalo cuando tu compra llega a ¥80 o más.',
    '商品满80元赠送葡式蛋挞一个。',
    '商品滿80元贈送葡式蛋塔一個。',
  ],
  'Add a cookie for ¥3': ['Añade una galleta por ¥3', '加3元换购曲奇', '加3元換購餅乾'],
  'Spend ¥30 and add a chocolate chip cookie for ¥3.': [
    'Gasta ¥30 y añade una galleta con pepitas de chocolate por ¥3.',
    '满30元可加3元换购巧克力曲奇一块。',
    '滿30元可加3元換購巧克力餅乾一塊。',
  ],
  'Latte and croissant for ¥28': ['Latte y cruasán por ¥28', '拿铁配可颂28元', '拿鐵配可頌28元'],
  'A caffè latte with a butter croissant, together for ¥28.': [
    'Un caffè latte con un cruasán de mantequilla, juntos por ¥28.',
    '一杯拿铁搭配一个黄油可颂，合购28元。',
    '一杯拿鐵搭配一個奶油可頌，合購28元。',
  ],
  // The points challenge (points.ts, issue 16)
  'Collect 300 points in 30 days': ['Consigue 300 puntos en 30 días', '30天内累计300积分', '30天內累積300點'],
  // Coupons (coupons.ts, issue 14)
  'New member gift: ¥5 off ¥20': [
    'Regalo de bienvenida: ¥5 menos desde ¥20',
    '新会员礼：满20减5',
    '新會員禮：滿20減5',
  ],
  'Welcome! ¥5 off any order of ¥20 or more, for members before their first order.': [
    '¡Bienvenido! ¥5 de descuento en cualquier pedido de ¥20 o más, para socios antes de su primer pedido.',
    '欢迎！首单前的新会员，订单满20元立减5元。',
    '歡迎！首單前的新會員，訂單滿20元立減5元。',
  ],
  'Weekday afternoon 15% off': ['Tardes entre semana: 15% de descuento', '工作日下午85折', '平日午後85折'],
  '15% off up to two items, Monday to Friday from 14:00 to 17:00.': [
    '15% de descuento en hasta dos artículos, de lunes a viernes de 14:00 a 17:00.',
    '周一至周五14:00至17:00，最多两件商品享85折。',
    '週一至週五14:00至17:00，最多兩件商品享85折。',
  ],
  'Free delivery over ¥30': ['Envío gratis desde ¥30', '满30免配送费', '滿30免外送費'],
  'The delivery fee is on us when your goods come to ¥30 or more.': [
    'Nosotros pagamos el envío cuando tu compra llega a ¥30 o más.',
    '商品满30元免配送费。',
    '商品滿30元免外送費。',
  ],
  '¥15 off ¥50 coupon pack': ['Cupón de ¥15 menos desde ¥50', '满50减15优惠券', '滿50減15優惠券'],
  'Buy for ¥9.90: ¥15 off any order of ¥50 or more, valid 30 days from purchase.': [
    'Cómpralo por ¥9.90: ¥15 de descuento en pedidos de ¥50 o más, válido 30 días desde la compra.',
    '9.9元购买：订单满50元减15元，购买后30天内有效。',
    '9.9元購買：訂單滿50元減15元，購買後30天內有效。',
  ],
  'Code gift: ¥10 off ¥30': [
    'Regalo con código: ¥10 menos desde ¥30',
    '兑换码礼券：满30减10',
    '兌換碼禮券：滿30減10',
  ],
  '¥10 off any order of ¥30 or more, for the holders of an exchange code.': [
    '¥10 de descuento en pedidos de ¥30 o más, para quien tenga un código de canje.',
    '凭兑换码领取，订单满30元减10元。',
    '憑兌換碼領取，訂單滿30元減10元。',
  ],
  'Buy one, get one pearl milk tea': [
    'Compra uno y llévate otro té con perlas',
    '珍珠奶茶买一送一',
    '珍珠奶茶買一送一',
  ],
  'Buy a milk tea and get a Classic Pearl Milk Tea free. Share it with a friend: they type the code you get.':
    [
      'Compra un té con leche y llévate gratis un té con perlas clásico. Regálalo a un amigo: escribirá el código que recibas.',
      '购买一杯奶茶，赠送经典珍珠奶茶一杯。可转赠好友：好友需输入您获得的验证码。',
      '購買一杯奶茶，贈送經典珍珠奶茶一杯。可轉贈好友：好友需輸入您取得的驗證碼。',
    ],
  // Combo choice groups (combos.ts, issue 14)
  'Fruit teas': ['Tés de frutas', '水果茶', '水果茶'],
  Sweets: ['Dulces', '甜点', '甜點'],
  Extras: ['Extras', '加购', '加購'],
};

const translatedLocales: Array<[Locale, 0 | 1 | 2]> = [
  ['es', 0],
  ['zh-CN', 1],
  ['zh-Hant', 2],
];

/**
 * The translations of a demo row's text fields, e.g. demoTranslations({ name: p.name, description: p.description }).
 * Empty fields are skipped; a base text missing from the table throws, so the demo data cannot ship untranslated.
 */
export function demoTranslations<F extends Record<string, string | undefined>>(
  fields: F,
): Translations<{ [K in keyof F]: string }> {
  const missing = Object.values(fields).find((base) => base && !texts[base]);
  if (missing) throw new Error(`demo text without translations: "${missing}"`);
  return knownTranslations(fields);
}

/**
 * The translations of whichever of a row's texts the demo table knows (the others are left out): for rows of a
 * database loaded before the demo had translations, whose texts staff may since have changed.
 */
export function knownTranslations<F extends Record<string, string | undefined>>(
  fields: F,
): Translations<{ [K in keyof F]: string }> {
  const out: Record<string, Record<string, string>> = {};
  for (const [field, base] of Object.entries(fields)) {
    const row = base ? texts[base] : undefined;
    if (!row) continue;
    for (const [locale, at] of translatedLocales) {
      out[locale] ??= {};
      out[locale][field] = row[at];
    }
  }
  return out as Translations<{ [K in keyof F]: string }>;
}
