import type { mealOptions } from '../../schema';

/**
 * Meals ordered ahead, per passenger and segment, prices in fen. Economy sells them on flights of
 * 90 minutes and more (the set menu only from two and a half hours); none below, where only
 * drinks are served. Business class serves its meal free: the passenger picks one of its menus.
 */
export const MEAL_OPTIONS: (typeof mealOptions.$inferInsert)[] = [
  {
    code: 'Y_BEEF_RICE',
    name: '红烧牛肉饭',
    description: '慢炖红烧牛肉配东北大米饭，附时令蔬菜与水果',
    price: 4500,
    cabin: 'Y',
    minBlockMinutes: 90,
    imagePath: '/images/meals/beef-rice.svg',
    sort: 1,
  },
  {
    code: 'Y_CHICKEN_NOODLE',
    name: '香菇鸡肉面',
    description: '香菇滑鸡配鲜面，附凉拌小菜与酸奶',
    price: 3800,
    cabin: 'Y',
    minBlockMinutes: 90,
    imagePath: '/images/meals/chicken-noodle.svg',
    sort: 2,
  },
  {
    code: 'Y_VEGETARIAN',
    name: '素食套餐',
    description: '麻婆豆腐配杂粮饭，附清炒时蔬与水果（不含肉、蛋、奶）',
    price: 3500,
    cabin: 'Y',
    minBlockMinutes: 90,
    imagePath: '/images/meals/vegetarian.svg',
    sort: 3,
  },
  {
    code: 'Y_KIDS',
    name: '儿童餐',
    description: '番茄肉酱意面、小餐包、果汁与儿童小点心',
    price: 3000,
    cabin: 'Y',
    minBlockMinutes: 90,
    imagePath: '/images/meals/kids.svg',
    sort: 4,
  },
  {
    code: 'Y_SET_MENU',
    name: '精选中式套餐',
    description: '宫保鸡丁、蒜蓉西兰花配米饭，附汤品、甜点与水果',
    price: 6800,
    cabin: 'Y',
    minBlockMinutes: 150,
    imagePath: '/images/meals/set-menu.svg',
    sort: 5,
  },
  {
    code: 'C_CHINESE',
    name: '公务舱中式正餐',
    description: '前菜、例汤、主菜（清蒸鳕鱼或黑椒牛柳）配米饭、甜品与水果',
    price: 0,
    cabin: 'C',
    minBlockMinutes: 0,
    imagePath: '/images/meals/business-chinese.svg',
    sort: 1,
  },
  {
    code: 'C_WESTERN',
    name: '公务舱西式正餐',
    description: '沙拉、奶油蘑菇汤、香煎鸡胸配意面、面包与甜品',
    price: 0,
    cabin: 'C',
    minBlockMinutes: 0,
    imagePath: '/images/meals/business-western.svg',
    sort: 2,
  },
  {
    code: 'C_VEGETARIAN',
    name: '公务舱素食',
    description: '时令素前菜、菌菇汤、素什锦配米饭、水果',
    price: 0,
    cabin: 'C',
    minBlockMinutes: 0,
    imagePath: '/images/meals/vegetarian.svg',
    sort: 3,
  },
];
